/**
 * Every rate-limited endpoint, from its contract's `rateLimitPerMinute`: the limit's calls from
 * one client address go through (whatever their answer), the next is a 429 with Retry-After and the
 * error catalogue's localized message, another address is not affected, and a new window lets the
 * first address in again. The window's end is simulated by moving the counted window back a minute
 * in the database, and each endpoint's calls start early enough in a minute to end within it, so
 * no result depends on where a minute boundary falls.
 */
import * as contracts from '@portal/shared/contracts';
import { API_MESSAGES, formatApiMessage, type Endpoint } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => { env = await createTestEnv(); });
afterAll(() => env.close());

/** waits for the next minute when fewer than `seconds` are left in this one (windows are whole minutes) */
async function startEarlyInAMinute(seconds: number): Promise<void> {
  const row = await env.db.one<{ left: number }>(`SELECT EXTRACT(EPOCH FROM (date_trunc('minute', now()) + interval '1 minute' - now()))::float AS left`);
  const left = Number(row?.left ?? 60);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

function hit(method: string, path: string, ip: string) {
  return env.app.inject({
    method: method as 'GET' | 'POST',
    url: `/api${path}`,
    headers: { language: 'en-us' },
    remoteAddress: ip,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

const LIMITED = (Object.values(contracts) as unknown[])
  .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'result' in v)
  .filter((e) => e.rateLimitPerMinute);

let clients = 0;
const newAddress = () => { clients++; return `10.77.${Math.floor(clients / 250)}.${clients % 250}`; };

test('the contracts name every limited endpoint', () => {
  expect(LIMITED.length).toBeGreaterThanOrEqual(14);
});

describe.each(LIMITED.map((e) => [e.name, e] as const))('%s', (_name, endpoint) => {
  test(`allows ${endpoint.rateLimitPerMinute} calls a minute per client address, then 429 until the next window`, async () => {
    const limit = endpoint.rateLimitPerMinute as number;
    const a = newAddress();
    await startEarlyInAMinute(Math.min(40, 8 + limit / 30));
    for (let i = 0; i < limit; i++) {
      const res = await hit(endpoint.method, endpoint.path, a);
      expect(res.statusCode).not.toBe(429);
    }
    const refused = await hit(endpoint.method, endpoint.path, a);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      code: 429,
      messageKey: 'tooManyRequests',
      message: formatApiMessage(API_MESSAGES, 'tooManyRequests', 'en-us', { seconds: wait }),
    });

    // another client is not affected
    expect((await hit(endpoint.method, endpoint.path, newAddress())).statusCode).not.toBe(429);

    // the window ends: the first client may call again
    await env.db.query(`UPDATE rate_limits SET window_start = window_start - interval '1 minute' WHERE key LIKE $1`, [`%${a}%`]);
    expect((await hit(endpoint.method, endpoint.path, a)).statusCode).not.toBe(429);
  });
});
