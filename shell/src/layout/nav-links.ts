import type { RouteName } from '@portal/shared/routing';

/** The main menu: route names of the shared table, in order, with their label keys. */
export const NAV_LINKS: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'home', label: 'nav.home' },
  { route: 'buyList', label: 'nav.buy' },
  { route: 'rentList', label: 'nav.rent' },
  { route: 'newPropertyList', label: 'nav.newProperties' },
  { route: 'estateList', label: 'nav.estates' },
  { route: 'newsList', label: 'nav.news' },
  { route: 'marketData', label: 'nav.market' },
  { route: 'agencyList', label: 'nav.agents' },
  { route: 'housegpt', label: 'nav.housegpt' },
];

export const FOOTER_LINKS: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'aboutUs', label: 'footer.about' },
  { route: 'terms', label: 'footer.terms' },
  { route: 'privacy', label: 'footer.privacy' },
  { route: 'help', label: 'footer.help' },
  { route: 'sitemap', label: 'footer.sitemap' },
  { route: 'contact', label: 'footer.contact' },
  { route: 'download', label: 'footer.download' },
];
