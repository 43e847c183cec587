/**
 * The member journeys' development routes: POST /api/dev/staff makes an account staff, POST
 * /api/dev/member-jobs runs the subscription alerts now; like every development route they exist
 * only with DEV_ROUTES=1 and answer the machine itself only.
 */
import { buildApp } from '../src/app';
import type { Db } from '../src/db/index';
import { createTestDb } from './helpers';

let db: Db;
let drop: () => Promise<void>;
const saved = process.env.DEV_ROUTES;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());
afterEach(() => {
  if (saved === undefined) delete process.env.DEV_ROUTES;
  else process.env.DEV_ROUTES = saved;
});

async function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  const app = await buildApp({ db });
  try {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
    return { status: res.statusCode, body: res.json() as { code: number; result?: Record<string, number> } };
  } finally {
    await app.close();
  }
}

describe('member development routes', () => {
  it('do not exist without DEV_ROUTES=1', async () => {
    delete process.env.DEV_ROUTES;
    expect((await post('/api/dev/staff', { email: 'a@b.hk' })).status).toBe(404);
    expect((await post('/api/dev/member-jobs', {})).status).toBe(404);
    expect((await post('/api/dev/rate-limits/reset', {})).status).toBe(404);
  });

  it('start the per-minute limits afresh, for the machine itself only', async () => {
    process.env.DEV_ROUTES = '1';
    await db.query(`INSERT INTO rate_limits (key, window_start, hits) VALUES ('signUp:10.1.2.3', date_trunc('minute', now()), 6)`);
    expect((await post('/api/dev/rate-limits/reset', {}, '10.1.2.3')).status).toBe(403);
    expect(await post('/api/dev/rate-limits/reset', {})).toEqual({ status: 200, body: { code: 0, result: { cleared: 1 } } });
    expect(await db.query('SELECT key FROM rate_limits')).toEqual([]);
  });

  it('make an account staff and run the jobs, for the machine itself only', async () => {
    process.env.DEV_ROUTES = '1';
    await db.query(`INSERT INTO users (email, password_hash, name, role) VALUES ('reviewer@example.com', 'x', 'Reviewer', 'member')`);
    expect((await post('/api/dev/staff', { email: 'Reviewer@Example.com' }, '10.1.2.3')).status).toBe(403);
    expect((await db.one<{ role: string }>(`SELECT role FROM users WHERE email = 'reviewer@example.com'`))?.role).toBe('member');
    expect(await post('/api/dev/staff', { email: 'Reviewer@Example.com' })).toEqual({ status: 200, body: { code: 0, result: { promoted: 1 } } });
    expect((await db.one<{ role: string }>(`SELECT role FROM users WHERE email = 'reviewer@example.com'`))?.role).toBe('admin');
    expect((await post('/api/dev/staff', { email: 'nobody@example.com' })).status).toBe(404);
    const jobs = await post('/api/dev/member-jobs', {});
    expect(jobs.status).toBe(200);
    expect(jobs.body.result?.alerts).toBe(0);
  });
});
