/**
 * Session state kept across navigations (spec 2.7): the first route name of the visit, and the
 * list filter state, cleared when the user moves between pages of different samePage groups.
 */
import { FILTER_STATE_STORAGE_PREFIX } from '@portal/shared/mf';
import type { RouteDef } from '@portal/shared/routing';
import { sessionStore } from './session-store';

export const FIRST_ROUTE_KEY = 'hh:first-route';

export function rememberFirstRoute(route: RouteDef | null, storage: Storage | undefined = sessionStore()): void {
  if (route && storage && storage.getItem(FIRST_ROUTE_KEY) === null) storage.setItem(FIRST_ROUTE_KEY, route.name);
}

export function groupOf(route: RouteDef | null): string {
  return route ? (route.samePage ?? route.name) : '';
}

/** Clears the filter state when `from` and `to` are in different samePage groups. */
export function clearFiltersOnGroupChange(from: RouteDef | null, to: RouteDef | null, storage: Storage | undefined = sessionStore()): boolean {
  if (!storage || !from || groupOf(from) === groupOf(to)) return false;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(FILTER_STATE_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length > 0;
}
