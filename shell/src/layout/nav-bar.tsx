import { getRoute, href, type Locale, type RouteName } from '@portal/shared/routing';
import { useIsMobile } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { prefetchRoute } from '../behaviour/prefetch';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import styles from './layout.module.css';

function MenuLink({ route, label, locale, onNavigate }: { route: RouteName; label: string; locale: Locale; onNavigate?: () => void }) {
  const def = getRoute(route);
  return (
    <NavLink
      to={href(route, {}, locale)}
      end={route === 'home'}
      className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
      onMouseEnter={() => prefetchRoute(def)}
      onFocus={() => prefetchRoute(def)}
      onClick={onNavigate}
    >
      {label}
    </NavLink>
  );
}

/** The top bar: brand, main menu (desktop) or a menu button (mobile, below 992 px), language. */
export function NavBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const links = NAV_LINKS.map((l) => (
    <MenuLink key={l.route} route={l.route} label={t(l.label)} locale={locale} onNavigate={() => setOpen(false)} />
  ));
  return (
    <header className={styles.header} data-layout={mobile ? 'mobile' : 'desktop'}>
      <div className={styles.headerInner}>
        <a className={styles.brand} href={href('home', {}, locale)}>
          {t('brand')}
        </a>
        {mobile ? null : (
          <nav className={styles.nav} aria-label={t('nav.label')}>
            {links}
          </nav>
        )}
        <LanguageSwitcher locale={locale} />
        {mobile ? (
          <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="hh-mobile-menu" onClick={() => setOpen(!open)}>
            {open ? t('nav.closeMenu') : t('nav.menu')}
          </button>
        ) : null}
      </div>
      {mobile && open ? (
        <nav id="hh-mobile-menu" className={styles.mobileNav} aria-label={t('nav.label')}>
          {links}
        </nav>
      ) : null}
    </header>
  );
}
