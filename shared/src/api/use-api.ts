import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { EndpointRef, ResultOf } from '../contracts';
import type { ApiFailure } from './api-failure';
import { call, type CallOptions } from './client';

export type UseApiOptions<E extends EndpointRef> = Omit<CallOptions<E>, 'signal'> & {
  /** false: do not call (yet) */
  enabled?: boolean;
};

export interface UseApiState<E extends EndpointRef> {
  data?: ResultOf<E>;
  error?: ApiFailure;
  loading: boolean;
  reload(): void;
}

interface Settled<E extends EndpointRef> {
  request: string;
  data?: ResultOf<E>;
  error?: ApiFailure;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** A number that grows each time `deps` differ from the previous render's. */
function useDepsVersion(deps: DependencyList): number {
  const [seen, setSeen] = useState({ deps, version: 0 });
  if (sameDeps(seen.deps, deps)) return seen.version;
  const next = { deps, version: seen.version + 1 };
  setSeen(next);
  return next.version;
}

/**
 * Calls `endpoint` on mount and whenever `deps` change (default: the endpoint and the serialized
 * query, body and language); aborts the call in flight on unmount or change. The previous data
 * stays visible while the next call loads.
 */
export function useApi<E extends EndpointRef>(
  endpoint: E,
  options: UseApiOptions<E> = {},
  deps?: DependencyList,
): UseApiState<E> {
  const enabled = options.enabled !== false;
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<E> | undefined>(undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const version = useDepsVersion([endpoint, ...(deps ?? [JSON.stringify([options.query, options.body, options.language])])]);
  // one id per request: a new one whenever the deps, `enabled` or a reload change
  const request = `${version}:${round}:${enabled}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { enabled: _enabled, ...callOptions } = optionsRef.current;
    // An answer renders as a transition: React renders it in slices that yield to the browser
    // every few milliseconds instead of one long task (twenty cards, the filter panel, a map),
    // so input stays responsive while a page fills in.
    call(endpoint, { ...callOptions, signal: controller.signal }).then(
      (data) => startTransition(() => setSettled({ request, data })),
      (error: ApiFailure) => {
        if (!error.cancelled) startTransition(() => setSettled((s) => ({ request, data: s?.data, error })));
      },
    );
    return () => controller.abort();
  }, [request, enabled, endpoint]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return {
    data: settled?.data,
    error: settled?.request === request ? settled.error : undefined,
    loading: enabled && settled?.request !== request,
    reload,
  };
}
