import { href, type Locale, type RouteName } from '@portal/shared/routing';

/** A page of a property-tips list: the route with ?page=n (none for the first page). */
export const pagedHref = (name: RouteName, params: Record<string, string | number>, locale: Locale) => (page: number) =>
  href(name, params, locale, { page: page > 1 ? page : undefined });
