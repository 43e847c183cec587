/**
 * Failed sign-ins are limited per account, whatever the address: five are free, then each
 * further one closes the account's sign-in for a growing while (429 with Retry-After, the
 * password not even checked), up to a hard window. A success clears the count. The count lives
 * in the database, so every API process on it shares it.
 */
import { buildApp } from '../src/app';
import { openDb } from '../src/db/index';
import { pruneSignInFailures } from '../src/modules/member/sign-in-throttle';
import { call } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

let address = 0;
/** every attempt from a new address, so the per-address limit never applies */
const signIn = (account: string, password: string, app = env.app) =>
  call(app, 'POST', '/User/SignIn', { body: { account, password }, ip: `10.77.${(++address >> 8) & 255}.${address & 255}`, language: 'en-us' });

async function signUp(account: string, password: string): Promise<void> {
  const res = await call(env.app, 'POST', '/User/SignUp', { body: { account, password, userName: 'Throttled' }, ip: `10.78.0.${++address & 255}` });
  expect(res.statusCode).toBe(200);
}

describe('failed sign-ins per account', () => {
  it('refuses the account after five failures from as many addresses, with a growing Retry-After', async () => {
    await signUp('target@example.com', 'correct-horse-9');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('Target@Example.com', `wrong-guess-${i}`)).statusCode);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);

    // locked: even the right password is not checked
    const locked = await signIn('target@example.com', 'correct-horse-9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, messageKey: 'signInLocked' });
    expect(locked.json().message).toMatch(/^Too many failed sign-ins for this account, please try again in \d+ seconds$/);
    const first = Number(locked.headers['retry-after']);
    expect(first).toBeGreaterThan(0);

    // when the wait is over, the next failure waits longer
    await env.db.query("UPDATE sign_in_failures SET locked_until = now() - interval '1 second'");
    expect((await signIn('target@example.com', 'wrong-again')).statusCode).toBe(401);
    const second = Number((await signIn('target@example.com', 'wrong-again')).headers['retry-after']);
    expect(second).toBeGreaterThan(first);
  });

  it('reaches a hard window of minutes after ten failures', async () => {
    await signUp('hard@example.com', 'correct-horse-9');
    for (let i = 0; i < 10; i++) {
      await env.db.query("UPDATE sign_in_failures SET locked_until = now() - interval '1 second'");
      expect((await signIn('hard@example.com', `wrong-${i}`)).statusCode).toBe(401);
    }
    const res = await signIn('hard@example.com', 'correct-horse-9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(600);
  });

  it('counts accounts that do not exist alike (no hint of which exist), by the normalized account', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn('+852 5999 0001', `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('59990001', 'guess-7')).statusCode).toBe(429);
  });

  it('a successful sign-in clears the count', async () => {
    await signUp('reset@example.com', 'correct-horse-9');
    for (let i = 0; i < 5; i++) expect((await signIn('reset@example.com', `wrong-${i}`)).statusCode).toBe(401);
    expect((await signIn('reset@example.com', 'correct-horse-9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn('reset@example.com', `wrong-${i}`)).statusCode).toBe(401);
    expect((await signIn('reset@example.com', 'correct-horse-9')).statusCode).toBe(200);
  });

  it('two API instances on one database share the count', async () => {
    await signUp('shared@example.com', 'correct-horse-9');
    // on PostgreSQL the second instance has a connection pool of its own, like another process
    const url = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
    if (url) url.pathname = `/${(await env.db.one<{ d: string }>('SELECT current_database() AS d'))!.d}`;
    const db2 = url ? await openDb({ databaseUrl: url.toString() }) : env.db;
    const app2 = await buildApp({ db: db2 });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await signIn('shared@example.com', `wrong-a${i}`)).statusCode).toBe(401);
        expect((await signIn('shared@example.com', `wrong-b${i}`, app2)).statusCode).toBe(401);
      }
      expect((await signIn('shared@example.com', 'wrong-c', app2)).statusCode).toBe(429);
      expect((await signIn('shared@example.com', 'correct-horse-9')).statusCode).toBe(429);
    } finally {
      await app2.close();
      if (db2 !== env.db) await db2.close();
    }
  });

  it('forgets counts after a day without failures, but not a lock still running', async () => {
    await env.db.query(
      `INSERT INTO sign_in_failures (account, failures, last_failure_at, locked_until) VALUES
         ('email:old@example.com', 3, now() - interval '2 days', NULL),
         ('email:locked-old@example.com', 12, now() - interval '2 days', now() + interval '1 minute'),
         ('email:recent@example.com', 3, now() - interval '1 hour', NULL)`,
    );
    expect(await pruneSignInFailures(env.db)).toBe(1);
    const left = await env.db.query<{ account: string }>("SELECT account FROM sign_in_failures WHERE account LIKE '%old%' OR account LIKE '%recent%' ORDER BY account");
    expect(left.map((r) => r.account)).toEqual(['email:locked-old@example.com', 'email:recent@example.com']);
  });
});
