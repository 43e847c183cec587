/**
 * The rows of the rights matrix over the account calls (verification, password, sessions) and the
 * building watch: each works on member A's account or watch, and nobody else's call may verify it,
 * change its password, end its sessions, send its codes, or see, stop or read its watch and notices.
 */
import { FIXTURE } from '../src/modules/member/testing';
import { hashToken } from '../src/modules/member/auth';
import { sendCode } from '../src/modules/member/account-codes';
import { hashPassword } from '../src/modules/member/password';
import { count, left, refusedOr, type Ctx, type Data, type Row, type Who } from './rights-matrix-rows';

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

/** runs `call` and then puts the caller's session back, so later cells still sign in as that role */
async function keepingSession<T>(c: Ctx, as: Who, call: () => Promise<T>): Promise<T> {
  const hash = hashToken(as.token ?? '');
  const session = await c.db.one<{ user_id: number }>('SELECT user_id::int AS user_id FROM sessions WHERE token_hash = $1', [hash]);
  const result = await call();
  if (session) {
    await c.db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day') ON CONFLICT DO NOTHING", [
      hash,
      session.user_id,
    ]);
  }
  return result;
}

const verifiedA = async (c: Ctx) => ((await count(c, 'users WHERE id = $1 AND verified_at IS NOT NULL', [FIXTURE.member])) > 0 ? 'verified' : 'unverified');

export const ACCOUNT_CODE_ROWS: Row[] = [
  {
    name: "SendVerifyCode: a code to A's e-mail",
    expect: ['401', '200 to A', '200 not to A', '200 not to A', '200 not to A', '200 not to A'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/SendVerifyCode', as, { body: {} });
      if (res.statusCode !== 200) return String(res.statusCode);
      return `200 ${(await count(c, 'outbox WHERE recipient = $1', [A_EMAIL])) > 0 ? 'to A' : 'not to A'}`;
    },
  },
  {
    name: "VerifyAccount with A's code",
    expect: ['401', '200 verified', '400 unverified', '400 unverified', '400 unverified', '400 unverified'],
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
    expect: ['401', '200 changed', '400 kept', '400 kept', '400 kept', '400 kept'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/ChangePassword', as, { body: { oldPassword: A_PASSWORD, newPassword: 'taken-over-9' } });
      const kept = (await count(c, 'users WHERE id = $1 AND password_hash = $2', [FIXTURE.member, await aHash])) > 0;
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'changed'}`;
    },
  },
  {
    name: "SignOutEverywhere: A's other session",
    expect: ['401', '200 gone', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: accountOfA,
    run: async (c, as) => {
      const res = await keepingSession(c, as, () => c.call('POST', '/User/SignOutEverywhere', as, { body: {} }));
      const kept = (await count(c, "sessions WHERE token_hash = 'second-of-a'", [])) > 0;
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'gone'}`;
    },
  },
];

/** member A follows the fixture estate and has a notice of a listing there */
async function watchOfA(c: Ctx) {
  await c.db.exec('DELETE FROM member_notices; DELETE FROM building_watches;');
  const res = await c.call('POST', '/User/AddBuildingWatch', c.who.memberA, { body: { estateId: FIXTURE.estate } });
  const watch = res.json().result.watchId as number;
  const notice = await c.db.one<{ id: number }>(
    `INSERT INTO member_notices (user_id, watch_id, kind, ref, estate_id, listing_id, price) VALUES ($1, $2, 'listing', $3, $4, $3, 8800000)
     RETURNING id::int AS id`,
    [FIXTURE.member, watch, FIXTURE.ownedSale, FIXTURE.estate],
  );
  return { watch, notice: Number(notice?.id) };
}

export const WATCH_ROWS: Row[] = [
  {
    name: "GetBuildingWatches: A's watch",
    expect: ['401', 'sees', 'none', 'none', 'none', 'none'],
    setup: watchOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/GetBuildingWatches', as);
      return refusedOr(res, () => (res.json().result.items.some((w: { watchId: number }) => w.watchId === d.watch) ? 'sees' : 'none'));
    },
  },
  {
    name: "DeleteBuildingWatch of A's watch",
    expect: ['401', '200 gone', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: watchOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/DeleteBuildingWatch', as, { query: { watchId: Number(d.watch) } });
      return res.statusCode === 401 ? '401' : left(c, res, 'building_watches WHERE id = $1', [d.watch]);
    },
  },
  {
    name: "AddBuildingWatch of the same estate: A's watch untouched by others",
    expect: ['401', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: watchOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/AddBuildingWatch', as, { body: { estateId: FIXTURE.estate } });
      return res.statusCode === 401 ? '401' : left(c, res, 'building_watches WHERE id = $1 AND user_id = $2', [d.watch, FIXTURE.member]);
    },
  },
  {
    name: "SearchMemberNotice: A's notice",
    expect: ['401', 'sees', 'none', 'none', 'none', 'none'],
    setup: watchOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/SearchMemberNotice', as, { body: {} });
      return refusedOr(res, () => (res.json().result.items.some((n: { noticeId: number }) => n.noticeId === d.notice) ? 'sees' : 'none'));
    },
  },
  ...([['by id', (d: Data) => ({ noticeIds: [d.notice] })], ['all', () => ({})]] as const).map(([how, body]): Row => ({
    name: `ReadMemberNotice ${how}: A's notice`,
    expect: ['401', '200 read', '200 unread', '200 unread', '200 unread', '200 unread'],
    setup: watchOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/ReadMemberNotice', as, { body: body(d) });
      if (res.statusCode === 401) return '401';
      return `${res.statusCode} ${(await count(c, 'member_notices WHERE id = $1 AND read_at IS NULL', [d.notice])) > 0 ? 'unread' : 'read'}`;
    },
  })),
];
