import { ESTATE_ROUTES } from './routes-estates';
import { LISTING_ROUTES } from './routes-listings';
import { NEW_PROPERTY_ROUTES } from './routes-new-properties';
import { NEWS_ROUTES } from './routes-news';
import { ASSISTANT_AND_MARKET_ROUTES, MEMBER_ROUTES, SHELL_ROUTES } from './routes-other';
import type { RouteSpec } from './route-def';

const ALL = [
  ...SHELL_ROUTES,
  ...LISTING_ROUTES,
  ...ESTATE_ROUTES,
  ...NEW_PROPERTY_ROUTES,
  ...NEWS_ROUTES,
  ...MEMBER_ROUTES,
  ...ASSISTANT_AND_MARKET_ROUTES,
] as const;

/** Every route name of the table. */
export type RouteName = (typeof ALL)[number]['name'];
export type RouteDef = RouteSpec<RouteName>;

/** The route table: every spec route, its owner, page and flags. */
export const ROUTES: readonly RouteDef[] = ALL;

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function getRoute(name: RouteName): RouteDef {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`routing: unknown route "${name}"`);
  return def;
}

export function isRouteName(value: string): value is RouteName {
  return BY_NAME.has(value);
}
