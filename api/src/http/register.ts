/**
 * Registers one contract endpoint on Fastify: validates query and body with the contract's zod
 * schemas (a 400 naming the field otherwise), applies the per-client rate limit, and wraps the
 * handler's value in the success envelope.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@portal/shared/contracts';
import { ApiError, badRequest } from './errors';
import { readCommon, type RequestContext } from './context';
import type { Db } from '../db/index';
import { checkRateLimit } from './rate-limit';
import { clientKeyOf } from './client-address';

export type Handler<E extends Endpoint> = (input: {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  ctx: RequestContext;
}) => Promise<z.input<E['result']>> | z.input<E['result']>;

/** All endpoints registered, for the OpenAPI document. */
export const registered: Endpoint[] = [];

const COMMON_KEYS = new Set(['language', 'platform', 'cityen', 'token', 'visitorId']);

interface Visit {
  value: unknown;
  key: string;
  parent?: Visit;
}
const pathOf = (v: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = v; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/** NUL, and a surrogate that is not half of a pair: PostgreSQL text and jsonb cannot hold them. */
const UNSTORABLE = new RegExp(`${String.fromCharCode(0)}|\\p{Surrogate}`, 'u');

/** PostgreSQL text and jsonb cannot hold NUL or lone surrogates: refuse them for every endpoint
 * here, in values and in object keys, naming the field, instead of letting the database fail
 * with a 500. Returns the dotted path of the first one. Iterative, so no nesting depth can
 * overflow the stack. */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  const stack: Visit[] = [{ value, key: path }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return pathOf(visit);
    } else if (v && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((item, i): [string, unknown] => [String(i), item]) : Object.entries(v);
      const badKey = entries.find(([key]) => UNSTORABLE.test(key));
      if (badKey) return pathOf({ value: undefined, key: badKey[0], parent: visit });
      // pushed last first, so the first field is looked at first
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

function issueToError(where: 'query' | 'body', error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = [where, ...(issue?.path ?? []).map(String)].join('.');
  return badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
}

export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, db: Db, ep: E, handler: Handler<E>): void {
  registered.push(ep);
  app.route({
    method: ep.method,
    url: ep.path,
    handler: async (req, reply) => {
      const common = readCommon(req);
      const clientKey = clientKeyOf(req.ip);
      if (ep.rateLimitPerMinute) {
        const wait = await checkRateLimit(db, `${ep.name}:${clientKey}`, ep.rateLimitPerMinute);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new ApiError('tooManyRequests', 'tooManyRequests', { seconds: wait });
        }
      }
      const rawQuery = Object.fromEntries(
        Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([k]) => !COMMON_KEYS.has(k)),
      );
      const q = ep.query.safeParse(rawQuery);
      if (!q.success) throw issueToError('query', q.error);
      const b = ep.body.safeParse(ep.method === 'GET' ? undefined : req.body);
      if (!b.success) throw issueToError('body', b.error);
      const bad = findUnstorableText(q.data, 'query') ?? findUnstorableText(b.data, 'body');
      if (bad) throw badRequest(`${bad}: must not contain NUL characters or lone surrogates`, bad);
      const ctx: RequestContext = { db, ...common, clientKey, req };
      const result = await handler({ query: q.data as z.output<E['query']>, body: b.data as z.output<E['body']>, ctx });
      return { code: 0, result };
    },
  });
}
