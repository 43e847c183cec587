/**
 * Link prefetch (spec 4.9): warming the remote page behind a link on hover or focus, skipped on
 * 2g connections and when the user asked to save data.
 */
import { match, type RouteDef } from '@portal/shared/routing';
import { prefetchRemote } from '../remotes/remote-registry';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function prefetchRoute(route: RouteDef): void {
  if (route.remote === 'shell' || !canPrefetch()) return;
  prefetchRemote(route.remote, route.page);
}

/** the remote modules the home page composes (spec: latest listings and featured news widgets) */
export const HOME_WIDGETS: ReadonlyArray<readonly [remote: string, exposed: string]> = [
  ['listings', 'LatestListingsWidget'],
  ['news', 'FeaturedNewsWidget'],
];

/**
 * At start-up, before React renders: starts loading the remote modules the first page needs (its
 * remote's page, or the home page's widgets), so the remote's manifest, entry and chunks download
 * while the shell builds the page instead of after. Only the current page's remotes, never all.
 */
export function warmFirstPage(pathname: string, search: string, warm: (remote: string, exposed: string) => void = prefetchRemote): void {
  const first = match(pathname, search);
  if (first.kind !== 'route') return;
  if (first.route.remote !== 'shell') warm(first.route.remote, first.route.page);
  else if (first.route.name === 'home') for (const [remote, exposed] of HOME_WIDGETS) warm(remote, exposed);
}
