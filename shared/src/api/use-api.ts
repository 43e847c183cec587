import { startTransition, use, useCallback, useContext, useEffect, useRef, useState, type DependencyList } from 'react';
import type { EndpointRef, ResultOf } from '../contracts';
import type { ApiFailure } from './api-failure';
import { call, type CallOptions } from './client';
import { failureOf, hydrationAnswer, requestKey, ServerDataContext, type ServerData } from './server-data';

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
  /** the server's answer, read while the first page hydrates */
  hydrated?: boolean;
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
 *
 * Server rendering (docs/ssr.md): on the server the answer comes from the request's ServerData (the
 * render suspends until it is in); in the browser, the first render of a server-rendered page
 * starts from the answer the server rendered with, and does not call again.
 */
export function useApi<E extends EndpointRef>(
  endpoint: E,
  options: UseApiOptions<E> = {},
  deps?: DependencyList,
): UseApiState<E> {
  const enabled = options.enabled !== false;
  const server = useContext(ServerDataContext);
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<E> | undefined>(() => {
    const answer = enabled && !server ? hydrationAnswer(requestKey(endpoint, options)) : undefined;
    if (!answer) return undefined;
    // the request id of a first render (version 0, round 0)
    const request = `0:0:${enabled}`;
    return 'data' in answer
      ? { request, data: answer.data as ResultOf<E>, hydrated: true }
      : { request, error: failureOf(answer), hydrated: true };
  });
  // the request whose answer came with the page: its call is not made again
  const hydratedRequest = useRef(settled?.hydrated ? settled.request : undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const version = useDepsVersion([endpoint, ...(deps ?? [JSON.stringify([options.query, options.body, options.language])])]);
  // one id per request: a new one whenever the deps, `enabled` or a reload change
  const request = `${version}:${round}:${enabled}`;

  useEffect(() => {
    if (!enabled) return;
    if (hydratedRequest.current === request) {
      hydratedRequest.current = undefined;
      return;
    }
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
  if (server) {
    if (!enabled) return { data: undefined, error: undefined, loading: false, reload };
    // suspends the render until the call has answered (React renders this component again then)
    const answer = use(server.read(requestKey(endpoint, options), serverCall(server, endpoint, options)));
    if (answer && 'failure' in answer) return { data: undefined, error: failureOf(answer), loading: false, reload };
    return { data: answer?.data as ResultOf<E> | undefined, error: undefined, loading: !answer, reload };
  }
  return {
    data: settled?.data,
    error: settled?.request === request ? settled.error : undefined,
    loading: enabled && settled?.request !== request,
    reload,
  };
}

/** the call of a server render: in the page's language unless told otherwise, without the loading bar */
function serverCall<E extends EndpointRef>(server: ServerData, endpoint: E, options: UseApiOptions<E>) {
  const { enabled: _enabled, ...callOptions } = options;
  return () => call(endpoint, { ...callOptions, language: options.language ?? server.language, loadingBar: false });
}

/**
 * While the server renders a page, starts now a call that a component further down makes with the
 * same options once another call has answered (a listing's deals and recommendations wait for the
 * listing): the render then waits for one round of calls, not two. Does nothing in the browser.
 */
export function usePrefetch<E extends EndpointRef>(endpoint: E, options: UseApiOptions<E>): void {
  const server = useContext(ServerDataContext);
  if (server && options.enabled !== false) server.prefetch(requestKey(endpoint, options), serverCall(server, endpoint, options));
}
