/**
 * The rights of spec 6 over messages, as a matrix: every actor against every action, on a
 * public message and on an owner-only one, written by a member and by a visitor.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
type Who = { token?: string; visitorId?: string };
const actors: Record<string, Who> = {};
let authorVisitorId = '';

beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  const visitor = async () => (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId as string;
  authorVisitorId = await visitor();
  actors.visitor = { visitorId: await visitor() };
  actors.member = { token: await tokenFor(env.db, FIXTURE.other) };
  actors.owner = { token: await tokenFor(env.db, FIXTURE.owner) };
  actors.memberAuthor = { token: await tokenFor(env.db, FIXTURE.member) };
  actors.visitorAuthor = { visitorId: authorVisitorId };
  // the owner keeps a visitor id too, and a member keeps one: neither makes them an author
  actors.owner.visitorId = await visitor();
});
afterAll(() => env.close());

/** A fresh message on the owner's listing, inserted directly (AddLeaveMessage is tested apart). */
async function message(author: 'memberAuthor' | 'visitorAuthor', ownerOnly: boolean): Promise<number> {
  const row = await env.db.one<{ id: number }>(
    `INSERT INTO leave_messages (listing_id, author_user_id, author_visitor_id, contact_name, contact_type, contact, content, owner_only)
     VALUES ($1, $2, $3, 'Mr Ho', 'phone', '62345678', 'Can I view it on Saturday?', $4) RETURNING id::int AS id`,
    [FIXTURE.ownedSale, author === 'memberAuthor' ? FIXTURE.member : null, author === 'visitorAuthor' ? authorVisitorId : null, ownerOnly],
  );
  return Number(row?.id);
}

type Action = 'list' | 'get' | 'edit' | 'delete' | 'reply';
async function act(action: Action, who: Who, id: number): Promise<number | boolean> {
  switch (action) {
    case 'list': {
      const res = await call(env.app, 'POST', '/User/SearchLeaveMessage', { body: { listingId: FIXTURE.ownedSale, pageCount: 100 }, ...who });
      return res.json().result.items.some((m: { messageId: number }) => m.messageId === id);
    }
    case 'get':
      return (await call(env.app, 'GET', '/User/GetLeaveMessageById', { query: { leaveMessageId: id }, ...who })).statusCode;
    case 'edit':
      return (await call(env.app, 'POST', '/User/UpdateLeaveMessage', { body: { messageId: id, content: 'Sunday works too.' }, ...who })).statusCode;
    case 'delete':
      return (await call(env.app, 'GET', '/User/Deleteleavemessage', { query: { messageId: id }, ...who })).statusCode;
    case 'reply':
      return (await call(env.app, 'POST', '/User/replyLeaveMessage', { body: { messageId: id, reply: 'Saturday 3 pm is fine.' }, ...who })).statusCode;
  }
}

// expected outcome per actor: [public message, owner-only message]; list = seen or not, others = HTTP status
const MATRIX: Record<string, Record<Action, [number | boolean, number | boolean]>> = {
  visitor: { list: [true, false], get: [200, 403], edit: [403, 403], delete: [403, 403], reply: [401, 401] },
  member: { list: [true, false], get: [200, 403], edit: [403, 403], delete: [403, 403], reply: [403, 403] },
  owner: { list: [true, true], get: [200, 200], edit: [403, 403], delete: [200, 200], reply: [200, 200] },
  author: { list: [true, true], get: [200, 200], edit: [200, 200], delete: [200, 200], reply: [403, 403] },
};

describe.each(['memberAuthor', 'visitorAuthor'] as const)('messages written by a %s', (author) => {
  const cases = Object.entries(MATRIX).flatMap(([actor, actions]) =>
    (Object.keys(actions) as Action[]).map((action) => [actor, action, actions[action]] as const),
  );
  it.each(cases)('%s → %s gives %j (public, owner-only)', async (actor, action, expected) => {
    const who = actor === 'author' ? actors[author] : actors[actor];
    // a visitor author cannot reply: reply needs a signed-in member
    const want = actor === 'author' && author === 'visitorAuthor' && action === 'reply' ? [401, 401] : expected;
    const got = [await act(action, who as Who, await message(author, false)), await act(action, who as Who, await message(author, true))];
    expect(got).toEqual(want);
  });
});

describe('what each actor sees of a message', () => {
  it('shows the contact only to the owner and the author, and marks isMine / isOwner', async () => {
    const id = await message('memberAuthor', false);
    const get = async (who: Who) => (await call(env.app, 'GET', '/User/GetLeaveMessageById', { query: { leaveMessageId: id }, ...who })).json().result;
    expect(await get(actors.visitor as Who)).toMatchObject({ contact: null, isMine: false, isOwner: false });
    expect(await get(actors.owner as Who)).toMatchObject({ contact: '62345678', isMine: false, isOwner: true });
    expect(await get(actors.memberAuthor as Who)).toMatchObject({ contact: '62345678', isMine: true, isOwner: false });
  });

  it('lists newest first, pages, and counts only what the caller may see', async () => {
    const fresh = await env.db.one<{ id: string }>(
      `INSERT INTO listings (id, listing_no, rental_type, owner_user_id, region_code, district_code, title, description, address,
         saleable_area, room_number, building_age, lat, lng, published_at, updated_at, expires_at)
       SELECT 'S9099', 'HH9099', 1, owner_user_id, region_code, district_code, title, description, address, saleable_area, room_number,
         building_age, lat, lng, published_at, updated_at, expires_at FROM listings WHERE id = $1 RETURNING id`,
      [FIXTURE.ownedSale],
    );
    for (const [i, ownerOnly] of [false, true, false].entries()) {
      await env.db.query(
        `INSERT INTO leave_messages (listing_id, author_user_id, contact_name, contact_type, contact, content, owner_only, created_at)
         VALUES ($1, $2, 'Ms Yip', 'email', 'yip@example.com', $3, $4, now() - make_interval(mins => $5))`,
        [fresh?.id, FIXTURE.member, `message ${i}`, ownerOnly, 10 - i],
      );
    }
    const list = async (who: Who, pageCount = 20) =>
      (await call(env.app, 'POST', '/User/SearchLeaveMessage', { body: { listingId: 'S9099', pageCount }, ...who })).json().result;
    const stranger = await list(actors.member as Who);
    expect(stranger.total).toBe(2);
    expect(stranger.items.map((m: { content: string }) => m.content)).toEqual(['message 2', 'message 0']);
    const owner = await list(actors.owner as Who, 2);
    expect(owner.total).toBe(3);
    expect(owner.items.map((m: { content: string }) => m.content)).toEqual(['message 2', 'message 1']);
  });

  it('lets the agent of an agent listing reply, as its owner', async () => {
    const row = await env.db.one<{ id: number }>(
      `INSERT INTO leave_messages (listing_id, author_visitor_id, contact_name, contact_type, contact, content)
       VALUES ($1, $2, 'Mr Ho', 'phone', '62345678', 'Pets allowed?') RETURNING id::int AS id`,
      [FIXTURE.agentRent, authorVisitorId],
    );
    const agent = await tokenFor(env.db, FIXTURE.agentUser);
    const res = await call(env.app, 'POST', '/User/replyLeaveMessage', { body: { messageId: row?.id, reply: 'Small pets are fine.' }, token: agent });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ reply: 'Small pets are fine.', isOwner: true, repliedAt: expect.any(String) });
  });

  it('checks an edit like a new message, and hides a deleted message from everyone', async () => {
    const id = await message('memberAuthor', false);
    const bad = await call(env.app, 'POST', '/User/UpdateLeaveMessage', {
      body: { messageId: id, content: 'WhatsApp me at 9876 5432' }, ...(actors.memberAuthor as Who), language: 'en-us',
    });
    expect(bad.json()).toMatchObject({ field: 'body.content', messageKey: 'errors.contactInContent' });
    const ok = await call(env.app, 'POST', '/User/UpdateLeaveMessage', { body: { messageId: id, content: 'Sunday works too.', ownerOnly: true }, ...(actors.memberAuthor as Who) });
    expect(ok.json().result).toMatchObject({ content: 'Sunday works too.', ownerOnly: true });
    const refused = await call(env.app, 'POST', '/User/UpdateLeaveMessage', { body: { messageId: id, content: 'Hijacked' }, ...(actors.owner as Who), language: 'en-us' });
    expect(refused.json()).toMatchObject({ code: 403, messageKey: 'editFailed', message: 'Edit failure' });
    const del = await call(env.app, 'GET', '/User/Deleteleavemessage', { query: { messageId: id }, ...(actors.owner as Who), language: 'zh-hk' });
    expect(del.json().result).toEqual({ deleted: true, message: '留言已刪除' });
    for (const who of [actors.owner, actors.memberAuthor]) {
      expect((await call(env.app, 'GET', '/User/GetLeaveMessageById', { query: { leaveMessageId: id }, ...(who as Who) })).statusCode).toBe(404);
    }
  });
});
