import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * false on the server and while a server-rendered page hydrates, true once React runs the page
 * (at once for a page the browser renders itself). A control that only JavaScript can work (a
 * select that navigates) is disabled until then, so a choice made before hydration is not lost
 * silently: the control simply waits.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
