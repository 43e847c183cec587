import { buildApp } from '../src/app';
import { siteOrigins } from '../src/http/security';
import { FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
});
afterAll(() => env.close());

const SITE = 'http://localhost:3000';

describe('security headers', () => {
  it('sends nosniff and a referrer policy with answers, errors and preflights', async () => {
    const answers = await Promise.all([
      env.app.inject({ method: 'GET', url: '/api/health' }),
      env.app.inject({ method: 'POST', url: '/api/Nope/Nothing' }),
      env.app.inject({ method: 'OPTIONS', url: '/api/Property/SearchProperty', headers: { origin: SITE, 'access-control-request-method': 'POST' } }),
    ]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives an SVG picture a policy under which nothing in it runs or loads', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/Media/photo/S1-1.svg' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toMatch(/script-src/);
  });
});

describe('CORS', () => {
  it("lets the site's origins read answers with credentials, and no other origin", async () => {
    const ours = await env.app.inject({ method: 'GET', url: '/api/health', headers: { origin: SITE } });
    expect(ours.headers['access-control-allow-origin']).toBe(SITE);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    const theirs = await env.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await env.app.inject({
      method: 'OPTIONS', url: '/api/User/GetUserInfo', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads the origins from SITE_ORIGINS, else the local shell on its port', async () => {
    expect(siteOrigins({ SITE_ORIGINS: 'https://www.example.hk/, https://m.example.hk' })).toEqual(['https://www.example.hk', 'https://m.example.hk']);
    expect(siteOrigins({ PORT_SHELL: '3100' })).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    expect(siteOrigins({})).toContain('http://localhost:3000');
    const app = await buildApp({ db: env.db, siteOrigins: ['https://www.example.hk'] });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://www.example.hk' } });
      expect(res.headers['access-control-allow-origin']).toBe('https://www.example.hk');
      expect((await app.inject({ method: 'GET', url: '/api/health', headers: { origin: SITE } })).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('answers an OPTIONS that is not a preflight in the envelope, in the caller language', async () => {
    const res = await env.app.inject({ method: 'OPTIONS', url: '/api/Property/SearchProperty', headers: { language: 'en-us' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 400, messageKey: 'invalidRequest', message: expect.stringMatching(/^Invalid request: OPTIONS/) });
  });
});

describe('the session token', () => {
  it('is read from the token header or cookie, never from the URL', async () => {
    const token = await tokenFor(env.db, FIXTURE.member);
    const header = await env.app.inject({ method: 'GET', url: '/api/User/GetUserInfo', headers: { token } });
    expect(header.statusCode).toBe(200);
    const cookie = await env.app.inject({ method: 'GET', url: '/api/User/GetUserInfo', headers: { cookie: `lang=en; token=${encodeURIComponent(token)}` } });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.json().result.userID).toBe(header.json().result.userID);
    const query = await env.app.inject({ method: 'GET', url: `/api/User/GetUserInfo?token=${encodeURIComponent(token)}` });
    expect(query.statusCode).toBe(401);
  });
});
