/**
 * Property test over EVERY registered endpoint (catalog, member, media): random and malformed
 * queries and bodies never get a 500; every 4xx carries a message; a 400 names the field
 * (query.x / body.x, or the whole body) that was wrong.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '@portal/shared/contracts';
import { registered } from '../src/http/register';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
let endpoints: Endpoint[];

beforeAll(async () => {
  env = await createTestEnv({ seedWith: { listings: 120, seed: 11 } });
  const seen = new Set<string>();
  endpoints = registered.filter((ep) => {
    const k = `${ep.method} ${ep.path}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
});
afterAll(() => env.close());

/** The field names of an object schema, looking through optional, default and pipes. */
function keysOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; def?: { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } };
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (s.def?.innerType) return keysOf(s.def.innerType);
  if (s.def?.in) return keysOf(s.def.in);
  return [];
}

const hostile = fc.constantFrom(
  '', ' ', '%', '%%', '_', "'; DROP TABLE listings; --", '\\', '\u0000', '太古', 'taikoo', '-1', '0', '1e309', 'NaN', 'null',
  'S1000001', '1,2,x', '300-100', 'a'.repeat(3000), '{"a":1}', '[1,2]', 'true', '<script>alert(1)</script>', '😀',
);
const scalar = fc.oneof(
  hostile, fc.string({ maxLength: 40 }), fc.integer(), fc.integer({ min: -3, max: 300_000 }), fc.double(), fc.boolean(), fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 60 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

function queryArb(ep: Endpoint) {
  const known = keysOf(ep.query);
  const key = known.length ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String));
  return fc.dictionary(key, fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })), { maxKeys: 6 });
}
function bodyArb(ep: Endpoint) {
  const known = keysOf(ep.body);
  const key = known.length ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }) },
    fc.array(scalar, { maxLength: 3 }),
    scalar,
  );
}

function qs(q: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p.toString();
}

async function call(ep: Endpoint, query: Record<string, string | string[]>, payload?: unknown, raw?: string) {
  const res = await env.app.inject({
    method: ep.method,
    url: `/api${ep.path}?${qs(query)}`,
    headers: { language: 'en-us', ...(raw !== undefined || payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(raw !== undefined ? { payload: raw } : payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number; message?: string; field?: string } };
}

function checkAnswer(ep: Endpoint, a: { status: number; body: { code: number; message?: string; field?: string } }): void {
  const where = `${ep.method} ${ep.path} -> ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`;
  if (a.status >= 500) throw new Error(`server error: ${where}`);
  if (a.status >= 400) {
    if (typeof a.body.message !== 'string' || a.body.message.length === 0) throw new Error(`no message: ${where}`);
    if (a.body.code !== a.status) throw new Error(`code differs from status: ${where}`);
  }
  if (a.status === 400 && !/^(query|body|headers)(\.|$)/.test(a.body.field ?? '')) throw new Error(`400 without a field: ${where}`);
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

describe('every registered endpoint survives random input', () => {
  it('covers the catalog and the member calls', () => {
    const names = endpoints.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Property/SearchProperty', 'Suggester/SearchSuggester', 'User/GetUserInfo']));
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('never answers 500; 4xx always has a message; 400 names a field', async () => {
    for (const ep of endpoints) {
      await fc.assert(
        fc.asyncProperty(queryArb(ep), bodyArb(ep), async (query, body) => {
          checkAnswer(ep, await call(ep, query, ep.method === 'POST' ? body : undefined));
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 4242) },
      );
    }
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    for (const ep of endpoints.filter((e) => e.method === 'POST')) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('{', '{"a":', '[1,', 'nul', '"unterminated', '{"a":1}}'), async (raw) => {
          const a = await call(ep, {}, undefined, raw);
          checkAnswer(ep, a);
          expect(a.status).toBe(400);
        }),
        { numRuns: 3, seed: 7 },
      );
    }
  });

  it('a wrongly typed known field is answered 400 with that field (or the body) named', async () => {
    const withFields = endpoints.filter((e) => keysOf(e.method === 'GET' ? e.query : e.body).length > 0);
    for (const ep of withFields) {
      const keys = keysOf(ep.method === 'GET' ? ep.query : ep.body);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), async (key) => {
          const a = ep.method === 'GET'
            ? await call(ep, { [key]: ['x', 'y'] })
            : await call(ep, {}, { [key]: { nested: [{ deep: true }] } });
          checkAnswer(ep, a);
          if (a.status === 400) {
            const named = (a.body.field ?? '').split('.').slice(0, 2).join('.');
            const known = [...keysOf(ep.query).map((k) => `query.${k}`), ...keysOf(ep.body).map((k) => `body.${k}`), 'body', 'query'];
            expect(known).toContain(named);
          }
        }),
        { numRuns: Math.min(keys.length, 8), seed: 99 },
      );
    }
  });
});
