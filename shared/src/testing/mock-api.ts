import { useEffect, useState } from 'react';

type AnyEndpoint = { name?: string; path: string };
type Options = { query?: unknown; body?: unknown; language?: string; enabled?: boolean };

/**
 * What `jest.mock('@portal/shared/api', () => jest.requireActual('…/testing').mockSharedApi())`
 * returns: the real module with `call` a jest.fn() and a useApi that answers through it.
 */
export function mockSharedApi() {
  const actual = jest.requireActual('@portal/shared/api');
  const call = jest.fn();
  function useApi(endpoint: AnyEndpoint, options: Options = {}, deps?: readonly unknown[]) {
    const [round, setRound] = useState(0);
    const [settled, setSettled] = useState<{ key: string; data?: unknown; error?: unknown }>();
    const enabled = options.enabled !== false;
    const key = JSON.stringify([endpoint.path, deps ?? [options.query, options.body, options.language], enabled, round]);
    useEffect(() => {
      if (!enabled) return;
      let live = true;
      const { enabled: _e, ...rest } = options;
      Promise.resolve(call(endpoint, rest)).then(
        (data: unknown) => live && setSettled({ key, data }),
        (error: unknown) => live && setSettled((s) => ({ key, data: s?.data, error })),
      );
      return () => {
        live = false;
      };
      // the key holds every input
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    const current = settled?.key === key ? settled : undefined;
    return { data: current?.data, error: current?.error, loading: enabled && !current, reload: () => setRound((r) => r + 1) };
  }
  return { ...actual, call, useApi };
}

/** A page of results as the API answers it. */
export const pageOf = <T,>(items: T[], total = items.length) => ({ items, total, pageIndex: 1, pageCount: 20 });
