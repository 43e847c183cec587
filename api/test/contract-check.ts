/**
 * Every answer a test receives is checked against its endpoint's contract: a success answer's
 * `result` must parse with the endpoint's result schema, whichever helper or test made the call.
 * A drift between what the API returns and what the contract promises the browser fails the test
 * that saw it, instead of surfacing in a page that trusted the type.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { registered } from '../src/http/register';

function endpointOf(method: string, url: string) {
  const path = url.split('?')[0]?.replace(/^\/api(?=\/)/, '');
  return registered.find((e) => e.method === method.toUpperCase() && e.path === path);
}

export function assertMatchesContract(method: string, url: string, res: LightMyRequestResponse): void {
  if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('application/json')) return;
  const endpoint = endpointOf(method, url);
  if (!endpoint) return;
  const body = res.json() as { code?: number; result?: unknown };
  if (body.code !== 0) return;
  const parsed = endpoint.result.safeParse(body.result);
  if (!parsed.success) throw new Error(`${method} ${url} answered outside its contract: ${parsed.error.message}`);
}

/** Wraps the app's promise-style `inject` so every answer is checked (the callback and chain forms pass through). */
export function checkAnswersAgainstContracts(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (opts?: InjectOptions | string) => unknown;
  const checked = (opts?: InjectOptions | string, callback?: unknown) => {
    if (callback !== undefined || opts === undefined) return (inject as (...a: unknown[]) => unknown)(opts, callback);
    const options = typeof opts === 'string' ? { url: opts, method: 'GET' as const } : opts;
    return (inject(opts) as Promise<LightMyRequestResponse>).then((res) => {
      const url = typeof options.url === 'string' ? options.url : String(options.path ?? '');
      assertMatchesContract(String(options.method ?? 'GET'), url, res);
      return res;
    });
  };
  Object.assign(app, { inject: checked });
}
