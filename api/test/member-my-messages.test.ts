/**
 * SearchMyLeaveMessage ("my messages elsewhere", spec 6): the signed-in member's own messages on
 * other people's listings, with the owner's reply and the listing, paged; nobody else's, not
 * those on their own listings, not deleted ones; and the author deletes one of them.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, fixtureTokens, insertFixtures } from '../src/modules/member/testing';

let env: TestEnv;
let tokens: { owner: string; author: string; other: string; agent: string };
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  tokens = await fixtureTokens(env.db);
});
afterAll(() => env.close());
beforeEach(() => env.db.exec('DELETE FROM leave_messages'));

/** a message by `user` (or a visitor) on a listing, `minutesAgo` old; its id */
async function message(listing: string, user: number | null, content: string, o: { minutesAgo?: number; ownerOnly?: boolean; visitor?: string } = {}) {
  const row = await env.db.one<{ id: number }>(
    `INSERT INTO leave_messages (listing_id, author_user_id, author_visitor_id, contact_name, contact_type, contact, content, owner_only, created_at, updated_at)
     VALUES ($1, $2, $3, 'Mrs Lee', 'phone', '62345678', $4, $5, now() - make_interval(mins => $6), now() - make_interval(mins => $6))
     RETURNING id::int AS id`,
    [listing, user, o.visitor ?? null, content, o.ownerOnly ?? false, o.minutesAgo ?? 0],
  );
  return Number(row?.id);
}
const mine = (token: string | undefined, body: object = {}, language = 'en-us') =>
  call(env.app, 'POST', '/User/SearchMyLeaveMessage', { token, body, language });

type Item = { messageId: number; content: string; reply: string | null; contact: string | null; isMine: boolean; isOwner: boolean;
  listing: { listingId: string; titleWithCulture: string; estateNameWithCulture: string | null; path: string | null } };

it('lists the author’s messages on others’ listings, newest first, with the reply, the listing and its page', async () => {
  const older = await message(FIXTURE.ownedSale, FIXTURE.member, 'Can I view it on Saturday?', { minutesAgo: 30 });
  const newer = await message(FIXTURE.agentRent, FIXTURE.member, 'Are pets allowed?', { minutesAgo: 5, ownerOnly: true });
  await message(FIXTURE.ownedSale, FIXTURE.other, 'Someone else asks');
  const visitor = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId as string;
  await message(FIXTURE.ownedSale, null, 'A visitor asks', { visitor });
  const reply = await call(env.app, 'POST', '/User/replyLeaveMessage', { token: tokens.owner, body: { messageId: older, reply: 'Saturday 3 pm is fine.' } });
  expect(reply.statusCode).toBe(200);

  const res = await mine(tokens.author);
  expect(res.statusCode).toBe(200);
  const page = res.json().result as { items: Item[]; total: number };
  expect(page.total).toBe(2);
  expect(page.items.map((m) => m.messageId)).toEqual([newer, older]);
  expect(page.items[1]).toMatchObject({
    content: 'Can I view it on Saturday?', reply: 'Saturday 3 pm is fine.', contact: '62345678', isMine: true, isOwner: false,
    listing: { listingId: 'S9001', titleWithCulture: 'Harbour View Gardens HH9001', estateNameWithCulture: 'Harbour View Gardens', path: '/en-us/buy-property-S9001.html' },
  });
  expect(page.items[0]).toMatchObject({ ownerOnly: true, reply: null, listing: { listingId: 'R9002', path: '/en-us/rent-property-R9002.html' } });

  const zh = (await mine(tokens.author, {}, 'zh-hk')).json().result.items as Item[];
  expect(zh[1]?.listing).toMatchObject({ titleWithCulture: '海景花園 HH9001', estateNameWithCulture: '海景花園', path: '/buy-property-S9001.html' });
});

it('only the author sees them: a visitor is refused, other members, the owner and the agent get their own (none)', async () => {
  await message(FIXTURE.ownedSale, FIXTURE.member, 'Can I view it on Saturday?', { ownerOnly: true });
  expect((await mine(undefined)).statusCode).toBe(401);
  for (const token of [tokens.owner, tokens.other, tokens.agent]) {
    const res = await mine(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ items: [], total: 0 });
  }
});

it('leaves out messages on the member’s own listings (as owner or as agent) and deleted ones; a gone listing has no link', async () => {
  await message(FIXTURE.ownedSale, FIXTURE.owner, 'A note on my own listing');
  await message(FIXTURE.agentRent, FIXTURE.agentUser, 'A note on my agency listing');
  const onOther = await message(FIXTURE.agentRent, FIXTURE.owner, 'Is the rent negotiable?');
  const deleted = await message(FIXTURE.ownedSale, FIXTURE.agentUser, 'Deleted later');
  await env.db.query("UPDATE leave_messages SET status = 'deleted' WHERE id = $1", [deleted]);
  expect((await mine(tokens.owner)).json().result.items.map((m: Item) => m.messageId)).toEqual([onOther]);
  expect((await mine(tokens.agent)).json().result.total).toBe(0);

  await env.db.query("UPDATE listings SET status = 9 WHERE id = 'R9002'");
  try {
    const [gone] = (await mine(tokens.owner)).json().result.items as Item[];
    expect(gone?.listing).toMatchObject({ listingId: 'R9002', path: null });
  } finally {
    await env.db.query("UPDATE listings SET status = 4 WHERE id = 'R9002'");
  }
});

it('pages: pageIndex and pageCount, the total on every page, an empty page past the end', async () => {
  for (let i = 0; i < 5; i++) await message(FIXTURE.ownedSale, FIXTURE.member, `Question ${i}`, { minutesAgo: 10 - i });
  const second = (await mine(tokens.author, { pageIndex: 2, pageCount: 2 })).json().result;
  expect(second).toMatchObject({ total: 5, pageIndex: 2, pageCount: 2 });
  expect(second.items.map((m: Item) => m.content)).toEqual(['Question 2', 'Question 1']);
  const past = (await mine(tokens.author, { pageIndex: 4, pageCount: 2 })).json().result;
  expect(past).toMatchObject({ items: [], total: 5 });
});

it('refuses a malformed page with 400 naming the field, never 500', async () => {
  for (const body of [{ pageIndex: 0 }, { pageCount: 101 }, { pageIndex: 'two' }, { pageCount: -1 }]) {
    const res = await mine(tokens.author, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^body\.page(Index|Count)$/);
  }
});

it('the author deletes one of them; it leaves the list and the listing', async () => {
  const id = await message(FIXTURE.ownedSale, FIXTURE.member, 'Can I view it on Saturday?');
  const other = await call(env.app, 'GET', '/User/Deleteleavemessage', { token: tokens.other, query: { messageId: id } });
  expect(other.statusCode).toBe(403);
  const res = await call(env.app, 'GET', '/User/Deleteleavemessage', { token: tokens.author, query: { messageId: id }, language: 'en-us' });
  expect(res.json().result).toMatchObject({ deleted: true, message: 'Message deleted' });
  expect((await mine(tokens.author)).json().result.total).toBe(0);
  const onListing = await call(env.app, 'POST', '/User/SearchLeaveMessage', { token: tokens.owner, body: { listingId: FIXTURE.ownedSale } });
  expect(onListing.json().result.total).toBe(0);
});
