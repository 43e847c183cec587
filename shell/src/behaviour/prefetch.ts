/**
 * Link prefetch (spec 4.9): warming the remote page behind a link on hover or focus, skipped on
 * 2g connections and when the user asked to save data.
 */
import { match, type RouteDef } from '@portal/shared/routing';
import { MESSAGES_EXPOSE } from '@portal/shared/mf';
import { loadRemoteComponent, prefetchMessages, prefetchRemote } from '../remotes/remote-registry';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** a remote's module, or its messages for MESSAGES_EXPOSE */
function warmModule(remote: string, exposed: string): void {
  if (exposed === MESSAGES_EXPOSE) prefetchMessages(remote);
  else prefetchRemote(remote, exposed);
}

export function prefetchRoute(route: RouteDef): void {
  if (route.remote === 'shell' || !canPrefetch()) return;
  warmModule(route.remote, MESSAGES_EXPOSE);
  warmModule(route.remote, route.page);
}

/** the remote modules the home page composes, in the page's order */
export const HOME_WIDGETS: ReadonlyArray<readonly [remote: string, exposed: string]> = [
  ['listings', 'LatestListingsWidget'],
  ['newProperties', 'HotNewPropertiesWidget'],
  ['estates', 'PopularEstatesWidget'],
  ['news', 'FeaturedNewsWidget'],
];

/**
 * Of those, what the first view shows: the latest listings under the search (sale, then rent).
 * The browser hydrates the home page with these; the other widgets stay the server's HTML until
 * they are seen (widget-slot.tsx), so their remotes are not downloaded unless they are.
 */
const HOME_FIRST_WIDGETS = HOME_WIDGETS.slice(0, 1);

/**
 * The remote modules a page renders (the server renders all): its remote's page with the other
 * remotes' components it shows (the route's `embeds`), or the home page's widgets.
 */
export function pageModules(route: RouteDef): ReadonlyArray<readonly [remote: string, exposed: string]> {
  if (route.remote !== 'shell') return [[route.remote, route.page], ...(route.embeds ?? [])];
  return route.name === 'home' ? HOME_WIDGETS : [];
}

/**
 * The remote modules the browser loads before it hydrates a page: the page's own, or the home
 * page's first widgets. An embedded component stays the server's HTML until it is used.
 */
export function firstPageModules(route: RouteDef): ReadonlyArray<readonly [remote: string, exposed: string]> {
  if (route.remote !== 'shell') return [[route.remote, route.page]];
  return route.name === 'home' ? HOME_FIRST_WIDGETS : [];
}

/**
 * At start-up, before React renders: starts loading the remote modules the first page needs (its
 * remote's page, or the home page's widgets) and each such remote's messages (./Messages), so the
 * remote's manifest, entry, chunks and messages download while the shell builds the page instead
 * of one after the other. Only the current page's remotes, never all.
 */
export function warmFirstPage(pathname: string, search: string, warm: (remote: string, exposed: string) => void = warmModule): void {
  const first = match(pathname, search);
  if (first.kind !== 'route') return;
  const modules = firstPageModules(first.route);
  for (const remote of new Set(modules.map(([r]) => r))) warm(remote, MESSAGES_EXPOSE);
  for (const [remote, exposed] of modules) warm(remote, exposed);
}

/**
 * Loads a page's remote modules and their messages and settles when all have loaded or failed:
 * the server renders a page after it (`modules`: all of the page's), and the browser hydrates one
 * after it (the first view's, firstPageModules), so both render those in one pass. A module that
 * fails shows its slot's fallback.
 */
export async function loadPageModules(route: RouteDef, modules = pageModules(route)): Promise<void> {
  await Promise.all([
    ...[...new Set(modules.map(([remote]) => remote))].map((remote) => prefetchMessages(remote)),
    ...modules.map(([remote, exposed]) => loadRemoteComponent(remote, exposed).then(() => undefined, () => undefined)),
  ]);
}
