import { useApi, type UseApiOptions, type UseApiState } from '@portal/shared/api';
import type { EndpointRef } from '@portal/shared/contracts';
import { href, localeOfPath } from '@portal/shared/routing';
import { useHydrated } from '@portal/shared/ui';
import { useEffect, type DependencyList } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endSession } from './session';

/**
 * The member's (or the visitor's) own data: read in the browser only, never on the page server
 * (a server page is the same for everyone and may be kept by a cache), so the server's HTML holds
 * the loading state and the browser calls after hydration. A 401 means the session is over
 * (expired, or ended on another device): the browser forgets it and goes to sign-in, with the
 * way back.
 */
export function usePrivateApi<E extends EndpointRef>(endpoint: E, options: UseApiOptions<E> = {}, deps: DependencyList = []): UseApiState<E> {
  const hydrated = useHydrated();
  const state = useApi(endpoint, { ...options, enabled: hydrated && options.enabled !== false }, [hydrated, ...deps]);
  useSessionEnd(state.error?.status);
  return state;
}

/** On a 401: forget the member and send them to sign-in, then back here. */
export function useSessionEnd(status: number | undefined): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (status !== 401) return;
    endSession();
    void navigate(href('signIn', {}, localeOfPath(pathname), { redirect: pathname + search }), { replace: true });
  }, [status, navigate, pathname, search]);
}
