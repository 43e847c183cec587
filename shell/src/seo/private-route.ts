import type { RouteDef } from '@portal/shared/routing';

/** member pages (the member remote's and member-only ones) and the message pages are never indexed */
export function privateRoute(route: RouteDef | null): boolean {
  return !!route && (!!route.auth || route.remote === 'member' || route.name.startsWith('message'));
}
