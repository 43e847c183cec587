/**
 * The fuzz suite: 10,000 requests (FUZZ_RUNS) with a fixed seed (FUZZ_SEED) spread over every
 * operation of the contracts, mixing valid-shaped requests, type confusion, huge strings, deep
 * nesting, integers beyond their columns, NUL and odd Unicode, wrong content types and malformed
 * JSON, signed in or not. No answer may be a 500, every 4xx carries a message (a 400 names the
 * field), and no request may take 1 s (the fastest of three tries of a slow one).
 */
import fc from 'fast-check';
import { LANGUAGES, type Endpoint } from '@portal/shared/contracts';
import { registered } from '../src/http/register';
import { FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';
import { requestArb, type FuzzRequest } from './fuzz-requests';
import { alternatives, contractEndpoints, requestSchema, type Where } from './request-fields';

const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 4242);
const SLOW_MS = 1000;

let env: TestEnv;
let endpoints: Endpoint[];
beforeAll(async () => {
  env = await createTestEnv({ seedWith: { listings: 120, seed: 11 } });
  await insertFixtures(env.db);
  const seen = new Set<string>();
  endpoints = registered.filter((ep) => !seen.has(`${ep.method} ${ep.path}`) && seen.add(`${ep.method} ${ep.path}`));
});
afterAll(() => env.close());

function qs(q: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p.toString();
}

let clients = 0;
async function send(ep: Endpoint, r: FuzzRequest, token: string) {
  clients++;
  const headers: Record<string, string> = { language: LANGUAGES[clients % LANGUAGES.length] as string };
  if (r.signedIn) headers.token = token;
  if (r.contentType !== null) headers['content-type'] = r.contentType;
  const started = performance.now();
  const res = await env.app.inject({
    method: ep.method,
    url: `/api${ep.path}?${qs(r.query)}`,
    headers,
    // a client address of its own, so rate limits answer 429 only where a test means them to
    remoteAddress: `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
    ...(r.payload !== undefined ? { payload: r.payload } : {}),
  });
  return { ms: performance.now() - started, res };
}

/** what is wrong with the answer, if anything */
function fault(res: Awaited<ReturnType<typeof send>>['res']): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  let body: { code?: number; message?: string; field?: string };
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} that is not JSON: ${res.body.slice(0, 100)}`;
  }
  if (typeof body.message !== 'string' || !body.message) return `a ${res.statusCode} without a message`;
  if (body.code !== res.statusCode) return `code ${body.code} differs from status ${res.statusCode}`;
  if (res.statusCode === 400 && !/^(query|body|headers)(\.|$)/.test(body.field ?? '')) return `a 400 naming no field: ${body.message}`;
  return undefined;
}

describe('the fuzz suite', () => {
  it('covers every operation of the contracts', () => {
    const served = new Set(endpoints.map((ep) => `${ep.method} ${ep.path}`));
    expect(contractEndpoints().filter((ep) => !served.has(`${ep.method} ${ep.path}`)).map((ep) => ep.name)).toEqual([]);
  });

  it(`${TOTAL} requests: no 500, every 4xx explained, none slower than ${SLOW_MS} ms`, async () => {
    const perEndpoint = Math.ceil(TOTAL / endpoints.length);
    const faults: string[] = [];
    const kinds = new Map<string, number>();
    let sent = 0;
    for (const [index, ep] of endpoints.entries()) {
      const token = await tokenFor(env.db, FIXTURE.member); // afresh: a fuzzed SignOut may end the last one
      for (const r of fc.sample(requestArb(ep), { seed: SEED + index, numRuns: perEndpoint })) {
        const { res, ms: first } = await send(ep, r, token);
        let ms = first;
        for (let retry = 0; retry < 2 && ms >= SLOW_MS; retry++) ms = Math.min(ms, (await send(ep, r, token)).ms);
        sent++;
        kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
        const why = fault(res) ?? (ms >= SLOW_MS ? `took ${Math.round(ms)} ms` : undefined);
        if (why) faults.push(`${ep.method} ${ep.path} [${r.kind}] ${why} ← ${JSON.stringify({ ...r, payload: r.payload?.slice(0, 200) })}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect([...kinds.keys()].sort()).toEqual(
      ['big number', 'content type', 'deep nesting', 'huge string', 'malformed JSON', 'type confusion', 'unicode and NUL', 'valid-shaped'],
    );
    expect(faults.slice(0, 30)).toEqual([]);
  }, 600_000);

  it('answers malformed JSON with a 400 naming the body', async () => {
    const token = await tokenFor(env.db, FIXTURE.member);
    for (const ep of endpoints.filter((e) => e.method === 'POST')) {
      for (const raw of ['{', '{"a":', '[1,', 'nul', '"unterminated', '{"a":1}}']) {
        const { res } = await send(ep, { kind: 'malformed JSON', query: {}, payload: raw, contentType: 'application/json', signedIn: true }, token);
        expect([res.statusCode, res.json().field]).toEqual([400, 'body']);
      }
    }
  });

  it('answers a wrongly typed known field with a 400 naming that field (or the whole body or query)', async () => {
    const token = await tokenFor(env.db, FIXTURE.member);
    const keysOf = (ep: Endpoint, where: Where) => alternatives(requestSchema(ep, where)).flatMap((s) => Object.keys(s.properties ?? {}));
    for (const ep of endpoints) {
      const where: Where = ep.method === 'GET' ? 'query' : 'body';
      const known = [...keysOf(ep, 'query').map((k) => `query.${k}`), ...keysOf(ep, 'body').map((k) => `body.${k}`), 'body', 'query'];
      for (const key of keysOf(ep, where).slice(0, 8)) {
        const r: FuzzRequest = where === 'query'
          ? { kind: 'type confusion', query: { [key]: ['x', 'y'] }, contentType: null, signedIn: true }
          : { kind: 'type confusion', query: {}, payload: JSON.stringify({ [key]: { nested: [{ deep: true }] } }), contentType: 'application/json', signedIn: true };
        const { res } = await send(ep, r, token);
        expect(fault(res)).toBeUndefined();
        if (res.statusCode === 400) expect(known).toContain((res.json().field as string).split('.').slice(0, 2).join('.'));
      }
    }
  });
});
