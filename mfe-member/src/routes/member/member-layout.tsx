import type { Locale, RouteName } from '@portal/shared/routing';
import { href } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMemberT } from '../../i18n/use-member-t';
import styles from './member-layout.module.css';

/** The member centre's sections, in the order of its menu. */
export const MEMBER_SECTIONS: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'memberCentre', label: 'nav.centre' },
  { route: 'memberProfile', label: 'nav.profile' },
  { route: 'fav', label: 'nav.fav' },
  { route: 'history', label: 'nav.history' },
  { route: 'savedSearches', label: 'nav.savedSearches' },
  { route: 'memberSubscriptions', label: 'nav.subscriptions' },
  { route: 'myListings', label: 'nav.listings' },
  { route: 'myOrders', label: 'nav.orders' },
  { route: 'memberMessages', label: 'nav.messages' },
];

/** A member centre page: the section menu beside (desktop) or above (phone) the page's content. */
export function MemberLayout({ locale, title, children }: { locale: Locale; title: string; children: ReactNode }) {
  const { t } = useMemberT();
  return (
    <div className={styles.layout} data-testid="member-page">
      <nav className={styles.menu} aria-label={t('nav.label')}>
        {MEMBER_SECTIONS.map((s) => (
          <NavLink key={s.route} to={href(s.route, {}, locale)} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {t(s.label)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
