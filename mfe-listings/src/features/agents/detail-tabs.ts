/**
 * The tabs of an agency page (buy, partner, lease) and of a partner page (buy, lease): each tab
 * is its own route of the table, so each is a real link; the tab's filter segment holds its sort
 * (`u`) and page (`g`).
 */
import { href, type Locale, type RouteName } from '@portal/shared/routing';
import { serialize, withOrder, withPage, type ListFilter } from '@portal/shared/url';

export type DetailTab = 'buy' | 'partner' | 'rent';

export interface TabSet {
  /** the id param of the routes: agentId (an agency) or partnerId */
  idParam: 'agentId' | 'partnerId';
  routes: Partial<Record<DetailTab, RouteName>>;
}

export const COMPANY_TABS: TabSet = {
  idParam: 'agentId',
  routes: { buy: 'agencyDetail', partner: 'agencyDetailPartner', rent: 'agencyDetailRent' },
};
export const PARTNER_TABS: TabSet = {
  idParam: 'partnerId',
  routes: { buy: 'partnerDetail', rent: 'partnerDetailRent' },
};

/** The tab a route name shows (buy when the name is not one of the set's). */
export function tabOfRoute(set: TabSet, routeName: string): DetailTab {
  const found = (Object.entries(set.routes) as Array<[DetailTab, RouteName]>).find(([, name]) => name === routeName);
  return found ? found[0] : 'buy';
}

/** The URL of a tab with a filter (sort and page); the first page and default sort have no segment. */
export function tabHref(set: TabSet, tab: DetailTab, id: number, filter: ListFilter, locale: Locale): string {
  const route = set.routes[tab];
  if (!route) throw new Error(`agents: no ${tab} tab in this set`);
  const { segment, query } = serialize(filter);
  const path = href(route, { [set.idParam]: id, filter: segment || undefined }, locale);
  return query ? `${path}?${query}` : path;
}

export const onPage = (filter: ListFilter, page: number) => withPage(filter, page);
export const withSort = (filter: ListFilter, order: number | undefined) => withOrder(filter, order || undefined);
