/**
 * Development routes (/api/dev/outbox, /api/dev/captcha/:id) exist only when DEV_ROUTES=1, and
 * then answer only requests from the machine itself. The outbox (sign-up codes, password resets)
 * was public by default: every server not started with NODE_ENV=production served it to anyone.
 */
import { buildApp } from '../src/app';
import { createTestDb } from './helpers';
import type { Db } from '../src/db/index';

let db: Db;
let drop: () => Promise<void>;
const saved = { DEV_ROUTES: process.env.DEV_ROUTES, CAPTCHA_REVEAL: process.env.CAPTCHA_REVEAL, NODE_ENV: process.env.NODE_ENV };

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function statusOf(path: string, inject: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<number> {
  const app = await buildApp({ db });
  try {
    return (await app.inject({ method: 'GET', url: path, ...inject })).statusCode;
  } finally {
    await app.close();
  }
}

describe('development routes', () => {
  it('do not exist without DEV_ROUTES=1, whatever NODE_ENV says', async () => {
    delete process.env.DEV_ROUTES;
    process.env.CAPTCHA_REVEAL = '1';
    for (const mode of ['development', 'test', undefined]) {
      if (mode === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = mode;
      expect(await statusOf('/api/dev/outbox')).toBe(404);
      expect(await statusOf('/api/dev/captcha/any')).toBe(404);
    }
    process.env.DEV_ROUTES = '0';
    expect(await statusOf('/api/dev/outbox')).toBe(404);
  });

  it('with DEV_ROUTES=1 answer the machine itself only, by its socket address', async () => {
    process.env.DEV_ROUTES = '1';
    process.env.CAPTCHA_REVEAL = '1';
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await statusOf('/api/dev/outbox', { remoteAddress: local })).toBe(200);
    }
    expect(await statusOf('/api/dev/captcha/none', { remoteAddress: '127.0.0.1' })).toBe(404);
    for (const remote of ['10.1.2.3', '192.168.0.7', '2001:db8::1', '::ffff:10.1.2.3']) {
      expect(await statusOf('/api/dev/outbox', { remoteAddress: remote })).toBe(403);
      expect(await statusOf('/api/dev/captcha/none', { remoteAddress: remote })).toBe(403);
    }
    // a forwarded-for header does not make a remote client local
    expect(await statusOf('/api/dev/outbox', { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(403);
  });
});
