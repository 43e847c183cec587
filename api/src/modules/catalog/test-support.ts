/** Test helpers for the catalog: one seeded app per test file and small call helpers. */
import type { TestEnv } from '../../../test/helpers';

export const SEED = { listings: 600, seed: 20240806 };

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; result: T; message?: string; field?: string };
}

export async function post<T = unknown>(env: TestEnv, path: string, payload: unknown, language = 'zh-hk', query = ''): Promise<Answer<T>> {
  const res = await env.app.inject({
    method: 'POST', url: `/api${path}${query ? `?${query}` : ''}`, headers: { language }, payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function get<T = unknown>(env: TestEnv, path: string, query: Record<string, string | number | boolean> = {}, language = 'zh-hk'): Promise<Answer<T>> {
  const qs = new URLSearchParams(Object.entries({ ...query, language }).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await env.app.inject({ method: 'GET', url: `/api${path}?${qs}` });
  return { status: res.statusCode, body: res.json() };
}

/** Asserts a 200 with code 0 and returns the result. */
export function ok<T>(a: Answer<T>): T {
  if (a.status !== 200) throw new Error(`expected 200, got ${a.status}: ${JSON.stringify(a.body)}`);
  return a.body.result;
}

/** True when `xs` is sorted by `key` (nulls last) in the given direction. */
export function isSorted<T>(xs: T[], key: (x: T) => number | string | null, dir: 'asc' | 'desc'): boolean {
  for (let i = 1; i < xs.length; i++) {
    const a = key(xs[i - 1] as T);
    const b = key(xs[i] as T);
    if (a === null) { if (b !== null) return false; continue; }
    if (b === null) continue;
    if (dir === 'asc' ? a > b : a < b) return false;
  }
  return true;
}
