import type { Locale, RouteDef } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdSlot, adLocationOf } from './ad-slot';
import { Footer } from './footer';
import { LoadingBar } from './loading-bar';
import { NavBar } from './nav-bar';
import { useBookmarkCount } from './use-bookmark-count';
import styles from './layout.module.css';

export interface LayoutProps {
  route: RouteDef | null;
  locale: Locale;
  navKey: string;
  children: ReactNode;
}

/** Nav and footer per the route's flags (spec 2.7); the 404 page has both. */
export function Layout({ route, locale, navKey, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  useBookmarkCount();
  const nav = route ? route.nav : true;
  const footer = route ? route.footer : true;
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      {nav ? <NavBar locale={locale} /> : null}
      <main id="main" className={styles.main}>
        {children}
      </main>
      {nav ? <AdSlot navKey={navKey} location={adLocationOf(route)} locale={locale} /> : null}
      {footer ? <Footer locale={locale} /> : null}
    </div>
  );
}
