/**
 * The rights of spec 6 as one table: every member- or owner-restricted operation against every
 * role, each cell run against the real API on a fresh state, checking both the answer and that
 * nothing of one account reaches another (what the caller saw, and what is left of the data).
 *
 * The data each row works on belongs to one party:
 *   member A's bookmarks, saved searches, rating and account; the visitor's bookmarks (by visitor
 *   id); the messages the author (a member) left on the owner's listing, one public and one
 *   "only the listing owner sees"; and a message a visitor left there.
 * Roles: visitor (a visitor id, no session), member A, member B (a stranger to the data), the
 * listing owner, the message author, staff (a member with the admin role, a stranger to the data
 * whose staff calls review listings, confirm transfers and see their proofs). Every member also
 * carries a visitor id of their own.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, solvedCaptcha, tokenFor, type CallOptions } from '../src/modules/member/testing';
import { ACCOUNT_ROWS, type Ctx, type Who } from './rights-matrix-rows';
import { VISITOR_AND_MEMBER_ROWS } from './rights-matrix-member-rows';
import { MESSAGE_ROWS } from './rights-matrix-messages';
import { ACCOUNT_CODE_ROWS, WATCH_ROWS } from './rights-matrix-account-rows';
import { ORDER_ROWS, OWN_LISTING_ROWS } from './rights-matrix-own-listing-rows';
import { PAYMENT_ROWS, startStripeStandIn } from './rights-matrix-payment-rows';
import { LISTING_PHOTO_ROWS } from './rights-matrix-listing-photo-rows';

const ROWS = [...ACCOUNT_ROWS, ...VISITOR_AND_MEMBER_ROWS, ...MESSAGE_ROWS, ...ACCOUNT_CODE_ROWS, ...WATCH_ROWS, ...OWN_LISTING_ROWS, ...LISTING_PHOTO_ROWS,
  ...ORDER_ROWS, ...PAYMENT_ROWS];

let env: TestEnv;
const ROLES = ['visitor', 'memberA', 'memberB', 'owner', 'author', 'staff'] as const;
type Role = (typeof ROLES)[number];
const who = {} as Record<Role, Who>;
let closeStandIn: () => Promise<void>;

beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await env.db.query(`INSERT INTO users (id, email, phone, name, role) VALUES (9005, 'author9005@fixture.test', NULL, 'Author', 'member'),
    (9010, 'staff9010@fixture.test', NULL, 'Staff', 'admin')`);
  const visitorId = async () => (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId as string;
  who.visitor = { visitorId: await visitorId() };
  who.memberA = { token: await tokenFor(env.db, FIXTURE.member), visitorId: await visitorId() };
  who.memberB = { token: await tokenFor(env.db, FIXTURE.other), visitorId: await visitorId() };
  who.owner = { token: await tokenFor(env.db, FIXTURE.owner), visitorId: await visitorId() };
  who.author = { token: await tokenFor(env.db, 9005), visitorId: await visitorId() };
  who.staff = { token: await tokenFor(env.db, 9010), visitorId: await visitorId() };
  closeStandIn = await startStripeStandIn();
});
afterAll(async () => {
  await closeStandIn();
  await env.close();
});

let ips = 0;
const ctx = (): Ctx => ({
  db: env.db,
  who,
  call: (method: 'GET' | 'POST', path: string, as: Who, o: CallOptions = {}) =>
    call(env.app, method, path, { ...o, ...as, ip: `10.77.${Math.floor(++ips / 250) % 250}.${ips % 250}` }),
  upload: (path, as, query, bytes, contentType) =>
    env.app.inject({
      method: 'POST', url: `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, payload: bytes,
      headers: { 'content-type': contentType, ...(as.token ? { token: as.token } : {}), ...(as.visitorId ? { visitorid: as.visitorId } : {}) },
      remoteAddress: `10.78.${Math.floor(++ips / 250) % 250}.${ips % 250}`,
    }),
  captcha: () => solvedCaptcha(env.app, env.db),
});

const cells = ROWS.flatMap((row) => ROLES.map((role, i) => [row.name, role, row.expect[i], row] as const));

it(`covers every role for ${ROWS.length} operations (${cells.length} cells)`, () => {
  expect(cells.length).toBeGreaterThanOrEqual(474);
  expect(ROWS.every((r) => r.expect.length === ROLES.length)).toBe(true);
});

describe.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
  it.each(ROLES.map((role, i) => [role, row.expect[i]] as const))('%s → %s', async (role, expected) => {
    const c = ctx();
    const data = await row.setup(c);
    expect(await row.run(c, who[role], data)).toBe(expected);
  });
});
