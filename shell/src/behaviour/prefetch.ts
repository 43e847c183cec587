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

/** the remote modules the home page composes (spec: latest listings and featured news widgets) */
export const HOME_WIDGETS: ReadonlyArray<readonly [remote: string, exposed: string]> = [
  ['listings', 'LatestListingsWidget'],
  ['news', 'FeaturedNewsWidget'],
];

/** The remote modules a page renders first: its remote's page, or the home page's widgets. */
export function pageModules(route: RouteDef): ReadonlyArray<readonly [remote: string, exposed: string]> {
  if (route.remote !== 'shell') return [[route.remote, route.page]];
  return route.name === 'home' ? HOME_WIDGETS : [];
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
  const modules = pageModules(first.route);
  for (const remote of new Set(modules.map(([r]) => r))) warm(remote, MESSAGES_EXPOSE);
  for (const [remote, exposed] of modules) warm(remote, exposed);
}

/**
 * Loads what a page renders first (its remote modules and their messages) and settles when all
 * have loaded or failed: the server renders a page after it, and the browser hydrates one after
 * it, so both render the page in one pass. A module that fails shows its slot's fallback.
 */
export async function loadPageModules(route: RouteDef): Promise<void> {
  const modules = pageModules(route);
  await Promise.all([
    ...[...new Set(modules.map(([remote]) => remote))].map((remote) => prefetchMessages(remote)),
    ...modules.map(([remote, exposed]) => loadRemoteComponent(remote, exposed).then(() => undefined, () => undefined)),
  ]);
}
