/**
 * The member calls against the generated data: the documented test accounts sign in, bookmarks
 * of real listings, estates and new estates come back matching their contracts, and a message
 * on a seeded owner's listing reaches that owner.
 */
import {
  getUserInfo,
  searchCollection,
  searchLeaveMessage,
  searchOrderRecord,
  prepareReceiveCall,
  type Endpoint,
} from '@portal/shared/contracts';
import { TEST_ACCOUNTS, TEST_PASSWORD } from '../src/seed/users';
import { call, solvedCaptcha } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: { listings: 80, seed: 5 } });
});
afterAll(() => env.close());

const result = (ep: Endpoint, res: { statusCode: number; json(): { result: unknown } }) => {
  expect(res.statusCode).toBe(200);
  return ep.result.parse(res.json().result);
};
const signIn = async (email: string) =>
  (await call(env.app, 'POST', '/User/SignIn', { body: { account: email, password: TEST_PASSWORD }, ip: '10.5.0.1' })).json().result.token as string;

describe('member calls on seeded data', () => {
  it('signs in every documented test account with the documented password', async () => {
    for (const account of TEST_ACCOUNTS) {
      const token = await signIn(account.email);
      const info = result(getUserInfo, await call(env.app, 'GET', '/User/GetUserInfo', { token }));
      expect(info).toMatchObject({ email: account.email, role: account.role });
    }
  });

  it('signs up new members beside the seeded ones', async () => {
    const res = await call(env.app, 'POST', '/User/SignUp', { body: { account: 'new.member@example.com', password: 'harbour-2026', userName: 'New' }, ip: '10.5.0.2' });
    expect(res.statusCode).toBe(200);
  });

  it('bookmarks seeded listings, estates and new estates, with summaries that match the contract in every language', async () => {
    const token = await signIn('member@harbourhome.test');
    const sale = await env.db.one<{ id: string }>('SELECT id FROM listings WHERE rental_type = 1 AND NOT is_serviced ORDER BY id LIMIT 1');
    const rent = await env.db.one<{ id: string }>('SELECT id FROM listings WHERE rental_type = 2 ORDER BY id LIMIT 1');
    const estate = await env.db.one<{ id: number }>('SELECT id FROM estates ORDER BY id LIMIT 1');
    const fresh = await env.db.one<{ id: number }>('SELECT id FROM new_estates ORDER BY id LIMIT 1');
    for (const [sourceType, sourceId] of [['buy', sale?.id], ['rent', rent?.id], ['estate', String(estate?.id)], ['new', String(fresh?.id)]]) {
      const res = await call(env.app, 'POST', '/User/AddCollection', { token, body: { sourceType, sourceId } });
      expect(res.statusCode).toBe(200);
    }
    for (const language of ['zh-hk', 'zh-cn', 'en-us']) {
      const page = result(searchCollection, await call(env.app, 'POST', '/User/SearchCollection', { token, language, body: {} })) as {
        items: { property: unknown; estate: unknown; newEstate: unknown }[];
      };
      expect(page.items).toHaveLength(4);
      expect(page.items.every((i) => i.property || i.estate || i.newEstate)).toBe(true);
    }
  });

  it('delivers a message on a seeded owner’s listing to that owner, who sees it and their orders', async () => {
    const owner = TEST_ACCOUNTS.find((a) => a.role === 'owner');
    const listing = await env.db.one<{ id: string; email: string }>(
      `SELECT l.id, u.email FROM listings l JOIN users u ON u.id = l.owner_user_id WHERE u.email = $1 AND l.status = 4 ORDER BY l.id LIMIT 1`,
      [owner?.email],
    );
    expect(listing).toBeDefined();
    const visitorId = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId;
    const { id, x, trace } = await solvedCaptcha(env.app, env.db);
    const left = await call(env.app, 'POST', '/User/AddLeaveMessage', {
      visitorId,
      query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace },
      body: { listingId: listing?.id, contactName: 'Ms Wong', contactType: 'email', contact: 'wong@example.com', content: 'Is parking included?', ownerOnly: true, acceptTerms: true },
      ip: '10.5.0.3',
    });
    expect(left.statusCode).toBe(200);
    const mail = await env.db.one<{ recipient: string }>("SELECT recipient FROM outbox WHERE channel = 'email' AND ref_id = $1", [String(left.json().result.messageId)]);
    expect(mail?.recipient).toBe(listing?.email);
    const token = await signIn(owner?.email as string);
    const list = result(searchLeaveMessage, await call(env.app, 'POST', '/User/SearchLeaveMessage', { token, body: { listingId: listing?.id } })) as {
      items: { content: string; contact: string | null }[];
    };
    expect(list.items[0]).toMatchObject({ content: 'Is parking included?', contact: 'wong@example.com' });
    result(searchOrderRecord, await call(env.app, 'POST', '/User/SearchOrderRecord', { token, body: { pageCount: 50 } }));
    result(prepareReceiveCall, await call(env.app, 'POST', '/Common/PrepareReceiveCall', { body: { listingId: listing?.id }, ip: '10.5.0.4' }));
  });
});
