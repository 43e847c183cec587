import type { RouteDef } from '@portal/shared/routing';
import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { clearFiltersOnGroupChange, rememberFirstRoute } from './navigation-state';
import { postHistoryToParent } from './post-history';

/** What happens after each navigation (spec 2.7, 4.8): session state and the embedding parent. */
export function useNavigationEffects(route: RouteDef | null, navKey: string): void {
  const previous = useRef<RouteDef | null>(null);
  useEffect(() => {
    rememberFirstRoute(route);
    clearFiltersOnGroupChange(previous.current, route);
    previous.current = route;
    postHistoryToParent(getRuntimeConfig().embedParentOrigins);
    window.scrollTo(0, 0);
  }, [route, navKey]);
}
