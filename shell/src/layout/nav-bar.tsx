import { getRoute, href, type Locale, type RouteName } from '@portal/shared/routing';
import { useHydrated, useIsMobile } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useBaseStore } from '@portal/shared/stores';
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

/** The bookmarks link with the count of bookmarks (updated at once by every bookmark toggle). */
function BookmarksLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const count = useBaseStore((s) => s.collectionCount);
  return (
    <Link to={href('fav', {}, locale)} className={styles.bookmarks} aria-label={t('nav.bookmarks', { count })} data-testid="header-bookmarks">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5h2C13.8 6.2 15.3 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
      </svg>
      <span data-testid="header-bookmark-count">{count}</span>
    </Link>
  );
}

/**
 * Sign-in, or the member's name linking to the member centre. The server and the hydration's first
 * pass show sign-in (a page is rendered as a first-time visitor sees it); the member's own name
 * follows once the page runs.
 */
function MemberLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const hydrated = useHydrated();
  const user = useBaseStore((s) => s.userInfo);
  const member = hydrated && user !== null;
  return (
    <Link
      to={href(member ? 'memberCentre' : 'signIn', {}, locale)}
      className={styles.navLink}
      aria-label={member ? `${t('nav.member')}: ${user.userName}` : undefined}
      data-testid="header-member"
    >
      {member ? user.userName : t('nav.signIn')}
    </Link>
  );
}

/** The top bar: brand, main menu (desktop) or a menu button (mobile, below 992 px), language, bookmarks. */
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
        <BookmarksLink locale={locale} />
        <MemberLink locale={locale} />
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
