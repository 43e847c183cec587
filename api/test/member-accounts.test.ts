import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { createTestEnv, type TestEnv } from './helpers';
import { call, insertFixtures, type CallOptions } from '../src/modules/member/testing';
import { tokenCookie } from '../src/modules/member/session-cookie';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
});
afterAll(() => env.close());

let ips = 0;
const post = (path: string, body: object, o: CallOptions = {}) => call(env.app, 'POST', path, { ip: `10.31.0.${++ips % 250}`, language: 'en-us', ...o, body });
const signUp = async (account: string, password = 'harbour-2026') =>
  (await post('/User/SignUp', { account, password, userName: 'Tester' })).json().result as { token: string; user: { userID: number; verified: boolean } };
const info = (token: string) => call(env.app, 'GET', '/User/GetUserInfo', { token });

/** the last code queued for `recipient`, read from the outbox as only a test may */
async function lastCode(recipient: string): Promise<string> {
  const row = await env.db.one<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

describe('password hashes', () => {
  it('upgrades a hash of the earlier scrypt scheme to argon2id at the next successful sign-in only', async () => {
    const salt = randomBytes(16);
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync('old-scheme-1', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
    await env.db.query("INSERT INTO users (email, password_hash, name) VALUES ('legacy@example.com', $1, 'Legacy')", [old]);
    const hashOf = async () => (await env.db.one<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'legacy@example.com'"))?.password_hash;
    expect((await post('/User/SignIn', { account: 'legacy@example.com', password: 'old-scheme-2' })).statusCode).toBe(401);
    expect(await hashOf()).toBe(old);
    expect((await post('/User/SignIn', { account: 'legacy@example.com', password: 'old-scheme-1' })).statusCode).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await post('/User/SignIn', { account: 'legacy@example.com', password: 'old-scheme-1' })).statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is set at sign-up and sign-in (60 days, HttpOnly, SameSite=Lax), is read back, and is cleared at sign-out', async () => {
    const up = await post('/User/SignUp', { account: 'cookie@example.com', password: 'harbour-2026', userName: 'Cookie' });
    const token = up.json().result.token as string;
    expect(up.headers['set-cookie']).toBe(`token=${token}; Path=/; Max-Age=5184000; HttpOnly; SameSite=Lax`);
    const byCookie = await env.app.inject({ method: 'GET', url: '/api/User/GetUserInfo', headers: { cookie: `theme=dark; token=${token}` } });
    expect(byCookie.json().result.userName).toBe('Cookie');
    const failed = await post('/User/SignIn', { account: 'cookie@example.com', password: 'wrong-pass-1' });
    expect(failed.headers['set-cookie']).toBeUndefined();
    const out = await post('/User/SignOut', {}, { token });
    expect(out.headers['set-cookie']).toBe('token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('is Secure over TLS (as the trusted proxy says) or when the site is https', () => {
    const req = (protocol: string) => ({ protocol }) as FastifyRequest;
    expect(tokenCookie(req('http'), 't', {})).not.toContain('Secure');
    expect(tokenCookie(req('https'), 't', {})).toMatch(/; Secure$/);
    expect(tokenCookie(req('http'), 't', { SITE_ORIGINS: 'https://www.harbourhome.hk' })).toMatch(/; Secure$/);
    expect(tokenCookie(req('http'), 't', { SITE_ORIGIN: 'https://www.harbourhome.hk' })).toMatch(/; Secure$/);
    expect(tokenCookie(req('http'), 't', { SITE_ORIGIN: 'http://localhost:3000' })).not.toContain('Secure');
    expect(tokenCookie(req('http'), 't', { COOKIE_DOMAIN: 'harbourhome.hk' })).toContain('; Domain=harbourhome.hk');
  });
});

describe('verifying the e-mail or mobile', () => {
  it('sends a code at sign-up; a wrong code is refused, the right one verifies once', async () => {
    const { token, user } = await signUp('verify@example.com');
    expect(user.verified).toBe(false);
    const code = await lastCode('verify@example.com');
    const wrong = await post('/User/VerifyAccount', { code: code === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.json()).toMatchObject({ code: 400, messageKey: 'codeWrong', field: 'body.code' });
    const badShape = await post('/User/VerifyAccount', { code: '12ab' }, { token, language: 'zh-hk' });
    expect(badShape.json()).toMatchObject({ messageKey: 'errors.code', message: '請求無效：body.code: 請輸入 6 位數字驗證碼' });
    expect((await post('/User/VerifyAccount', { code }, { token })).json().result).toEqual({ done: true, message: 'The account is verified' });
    expect((await info(token)).json().result.verified).toBe(true);
    expect((await post('/User/SendVerifyCode', {}, { token })).json().result).toMatchObject({ sent: false, verified: true });
  });

  it('sends the code of a mobile account by SMS, and a new code replaces the old one', async () => {
    const { token } = await signUp('6123 8888');
    const first = await lastCode('+85261238888');
    expect((await post('/User/SendVerifyCode', {}, { token })).json().result).toMatchObject({ sent: true, verified: false });
    const second = await lastCode('+85261238888');
    if (first !== second) expect((await post('/User/VerifyAccount', { code: first }, { token })).statusCode).toBe(400);
    expect((await post('/User/VerifyAccount', { code: second }, { token })).statusCode).toBe(200);
  });

  it('kills a code after five wrong tries', async () => {
    const { token } = await signUp('guess@example.com');
    const code = await lastCode('guess@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await post('/User/VerifyAccount', { code: wrong }, { token })).statusCode).toBe(400);
    expect((await post('/User/VerifyAccount', { code }, { token })).json().messageKey).toBe('codeWrong');
  });
});

describe('password reset', () => {
  it('answers alike for an unknown account and sends nothing', async () => {
    const before = (await env.db.query('SELECT id FROM outbox')).length;
    const res = await post('/User/RequestPasswordReset', { account: 'nobody-here@example.com' });
    expect(res.json().result).toEqual({ done: true, message: 'If the account exists, a code to reset the password has been sent' });
    expect((await env.db.query('SELECT id FROM outbox')).length).toBe(before);
  });

  it('sets a new password with the code once, ends every session, and the code expires', async () => {
    const { token } = await signUp('reset@example.com', 'before-reset-1');
    await post('/User/RequestPasswordReset', { account: 'RESET@example.com' });
    const code = await lastCode('reset@example.com');
    const ok = await post('/User/ResetPassword', { account: 'reset@example.com', code, newPassword: 'after-reset-2' });
    expect(ok.json().result).toEqual({ done: true, message: 'The password has been reset, please sign in again' });
    expect((await info(token)).statusCode).toBe(401);
    const again = await post('/User/ResetPassword', { account: 'reset@example.com', code, newPassword: 'third-pass-3' });
    expect(again.json()).toMatchObject({ code: 400, messageKey: 'codeWrong' });
    expect((await post('/User/SignIn', { account: 'reset@example.com', password: 'before-reset-1' })).statusCode).toBe(401);
    const signedIn = (await post('/User/SignIn', { account: 'reset@example.com', password: 'after-reset-2' })).json().result;
    expect(signedIn.user.verified).toBe(true);

    await post('/User/RequestPasswordReset', { account: 'reset@example.com' });
    const late = await lastCode('reset@example.com');
    await env.db.query("UPDATE account_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'reset' AND used_at IS NULL");
    expect((await post('/User/ResetPassword', { account: 'reset@example.com', code: late, newPassword: 'third-pass-3' })).statusCode).toBe(400);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the member and no one else’s', async () => {
    const a = (await signUp('everywhere@example.com')).token;
    const b = (await post('/User/SignIn', { account: 'everywhere@example.com', password: 'harbour-2026' })).json().result.token;
    const other = (await signUp('bystander@example.com')).token;
    const res = await post('/User/SignOutEverywhere', {}, { token: a });
    expect(res.json().result).toEqual({ sessionsEnded: 2, message: 'Signed out on every device' });
    expect(res.headers['set-cookie']).toContain('Max-Age=0');
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(other)).statusCode).toBe(200);
    expect((await post('/User/SignOutEverywhere', {})).statusCode).toBe(401);
  });
});

describe('bookmarks merged at sign-in', () => {
  it('keeps every bookmark of the visitor and the member, each once', async () => {
    const visitorId = (await call(env.app, 'GET', '/User/GetVisitorId', { ip: '10.31.1.1' })).json().result.visitorId as string;
    const { token } = await signUp('merge@example.com');
    for (const id of ['S9001', 'S9003']) expect((await post('/User/AddCollection', { sourceType: 'buy', sourceId: id }, { token })).statusCode).toBe(200);
    for (const id of ['S9003', 'R9002']) {
      const sourceType = id.startsWith('R') ? 'rent' : 'buy';
      expect((await post('/User/AddVisitorCollection', { sourceType, sourceId: id }, { visitorId })).statusCode).toBe(200);
    }
    await post('/User/SignIn', { account: 'merge@example.com', password: 'harbour-2026' }, { visitorId });
    await post('/User/SignIn', { account: 'merge@example.com', password: 'harbour-2026' }, { visitorId });
    const rows = await env.db.query<{ source_id: string }>(
      "SELECT source_id FROM collections WHERE user_id = (SELECT id FROM users WHERE email = 'merge@example.com') ORDER BY source_id",
    );
    expect(rows.map((r) => r.source_id)).toEqual(['R9002', 'S9001', 'S9003']);
  });
});
