/**
 * Link prefetch (spec 4.9): warming the remote page behind a link on hover or focus, skipped on
 * 2g connections and when the user asked to save data.
 */
import type { RouteDef } from '@portal/shared/routing';
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
