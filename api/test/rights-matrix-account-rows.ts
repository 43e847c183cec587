/**
 * The rows of the rights matrix over the account calls (verification, password, sessions): each
 * works on member A's account, and nobody else's call may verify it, change its password, end its
 * sessions or send its codes anywhere.
 */
import { FIXTURE } from '../src/modules/member/testing';
import { hashToken } from '../src/modules/member/auth';
import { sendCode } from '../src/modules/member/account-codes';
import { hashPassword } from '../src/modules/member/password';
import { count, type Ctx, type Row } from './rights-matrix-rows';

const A_EMAIL = 'member9002@fixture.test';
const A_PASSWORD = 'member-a-pass-1';
let aHash: Promise<string> | undefined;

/** member A unverified, with a known password, a second session, and nothing in the outbox */
async function accountOfA(c: Ctx) {
  aHash ??= hashPassword(A_PASSWORD);
  await c.db.query('DELETE FROM outbox');
  await c.db.query('UPDATE users SET verified_at = NULL, password_hash = $2 WHERE id = $1', [FIXTURE.member, await aHash]);
  await c.db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('second-of-a', $1, now() + interval '1 day') ON CONFLICT DO NOTHING", [FIXTURE.member]);
  return {};
}

/** A's own session row, put back after a call that may have ended it, so later cells still sign in as A */
async function keepSessionOfA(c: Ctx): Promise<void> {
  await c.db.query(
    "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day') ON CONFLICT DO NOTHING",
    [hashToken(c.who.memberA.token ?? ''), FIXTURE.member],
  );
}

const verifiedA = async (c: Ctx) => ((await count(c, 'users WHERE id = $1 AND verified_at IS NOT NULL', [FIXTURE.member])) > 0 ? 'verified' : 'unverified');

export const ACCOUNT_CODE_ROWS: Row[] = [
  {
    name: "SendVerifyCode: a code to A's e-mail",
    expect: ['401', '200 to A', '200 not to A', '200 not to A', '200 not to A'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/SendVerifyCode', as, { body: {} });
      if (res.statusCode !== 200) return String(res.statusCode);
      return `200 ${(await count(c, 'outbox WHERE recipient = $1', [A_EMAIL])) > 0 ? 'to A' : 'not to A'}`;
    },
  },
  {
    name: "VerifyAccount with A's code",
    expect: ['401', '200 verified', '400 unverified', '400 unverified', '400 unverified'],
    setup: async (c) => {
      await accountOfA(c);
      await sendCode(c.db, { id: FIXTURE.member, email: A_EMAIL, phone: null }, 'verify', 'en-us');
      const body = (await c.db.one<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [A_EMAIL]))?.body ?? '';
      return { code: Number(/\b(\d{6})\b/.exec(body)?.[1]) };
    },
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/VerifyAccount', as, { body: { code: String(d.code).padStart(6, '0') } });
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${await verifiedA(c)}`;
    },
  },
  {
    name: "ChangePassword with A's current password",
    expect: ['401', '200 changed', '400 kept', '400 kept', '400 kept'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/ChangePassword', as, { body: { oldPassword: A_PASSWORD, newPassword: 'taken-over-9' } });
      const kept = (await count(c, 'users WHERE id = $1 AND password_hash = $2', [FIXTURE.member, await aHash])) > 0;
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'changed'}`;
    },
  },
  {
    name: "SignOutEverywhere: A's other session",
    expect: ['401', '200 gone', '200 kept', '200 kept', '200 kept'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/SignOutEverywhere', as, { body: {} });
      const kept = (await count(c, "sessions WHERE token_hash = 'second-of-a'", [])) > 0;
      await keepSessionOfA(c);
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'gone'}`;
    },
  },
];
