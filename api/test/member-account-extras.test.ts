import { SUBSCRIPTION_LIMIT } from '@portal/shared/contracts';
import { buildApp } from '../src/app';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor, withinOneMinuteWindow } from '../src/modules/member/testing';

let env: TestEnv;
let member: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  member = await tokenFor(env.db, FIXTURE.member);
});
afterAll(() => env.close());

describe('subscriptions', () => {
  const sub = (name: string, extra: object = {}) =>
    call(env.app, 'POST', '/User/AddUserSubscribe', { token: member, language: 'en-us', body: { name, propertyType: 'buy', ...extra } });

  it('saves a subscription with its district in the request language and lists it', async () => {
    const res = await sub('中西區兩房', { districtCode: 'ZZ-CW', filter: { roomNumbers: [2] }, searchConditions: 'Central, 2 rooms' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: '中西區兩房', propertyType: 'buy', districtNameWithCulture: 'Central and Western', filter: { roomNumbers: [2] } });
    const list = (await call(env.app, 'GET', '/User/GetUserSubscribesV2', { token: member })).json().result;
    expect(list).toMatchObject({ limit: SUBSCRIPTION_LIMIT, items: [{ name: '中西區兩房', districtNameWithCulture: '中西區' }] });
  });

  it('applies the name rule: not empty, at most 15 Chinese characters or 30 letters and digits', async () => {
    expect((await sub('一二三四五六七八九十一二三四五')).statusCode).toBe(200);
    const long = await sub('一二三四五六七八九十一二三四五六');
    expect(long.json()).toMatchObject({ field: 'body.name', messageKey: 'errors.subscriptionName' });
    expect((await sub('a'.repeat(30))).statusCode).toBe(200);
    expect((await sub('a'.repeat(31))).json().messageKey).toBe('errors.subscriptionName');
    expect((await sub('   ')).json()).toMatchObject({ field: 'body.name', messageKey: 'errors.required' });
  });

  it(`stops at ${SUBSCRIPTION_LIMIT} with the limit message, and a removed one makes room`, async () => {
    const have = (await call(env.app, 'GET', '/User/GetUserSubscribesV2', { token: member })).json().result.items.length;
    for (let i = have; i < SUBSCRIPTION_LIMIT; i++) expect((await sub(`Saved ${i}`)).statusCode).toBe(200);
    const over = await sub('One too many');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ messageKey: 'subscriptionLimit', message: 'Subscription limit reached: remove one via manage' });
    const first = (await call(env.app, 'GET', '/User/GetUserSubscribesV2', { token: member })).json().result.items[0];
    expect((await call(env.app, 'GET', '/User/DeleteUserSubscribe', { token: member, query: { subscribeId: first.subscribeId } })).json().result).toEqual({ deleted: true });
    expect((await sub('Fits again')).statusCode).toBe(200);
  });

  it('answers the latest subscription of a type as the default, or null', async () => {
    const buy = (await call(env.app, 'GET', '/User/GetUserDefaultSubscribe', { token: member, query: { propertyType: 'buy' } })).json().result;
    expect(buy.name).toBe('Fits again');
    const rent = await call(env.app, 'GET', '/User/GetUserDefaultSubscribe', { token: member, query: { propertyType: 'rent' } });
    expect(rent.json()).toEqual({ code: 0, result: null });
    expect((await call(env.app, 'GET', '/User/GetUserSubscribesV2')).statusCode).toBe(401);
  });
});

describe('e-mail subscriptions', () => {
  it('accepts a valid address once (idempotent) and queues one welcome e-mail', async () => {
    const go = (email: string, language = 'en-us') => call(env.app, 'POST', '/Information/AddUserEmailSubscribe', { body: { email }, language, ip: '10.4.0.1' });
    expect((await go('News@Example.com')).json().result).toEqual({ subscribed: true, created: true, message: 'Subscription e-mail accepted' });
    expect((await go('news@example.com', 'zh-hk')).json().result).toEqual({ subscribed: true, created: false, message: '已接受訂閱電郵' });
    const mails = await env.db.query("SELECT recipient FROM outbox WHERE ref_type = 'email_subscription'");
    expect(mails).toEqual([{ recipient: 'news@example.com' }]);
    const bad = await go('news@example', 'zh-cn');
    expect(bad.json()).toMatchObject({ field: 'body.email', messageKey: 'errors.email', message: '请求无效：body.email: 电邮地址格式不正确' });
  });

  it('limits e-mail subscriptions to 5 a minute per client', async () => {
    await withinOneMinuteWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(env.app, 'POST', '/Information/AddUserEmailSubscribe', { body: { email: `s${i}@example.com` }, ip: '10.4.0.2' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('evaluations', () => {
  it('lets members rate once and change their rating; anyone reads the average', async () => {
    const other = await tokenFor(env.db, FIXTURE.other);
    const rate = (token: string, score: number, comment = '') =>
      call(env.app, 'POST', '/User/AddOrUpdateUserEvaluate', { token, body: { targetType: 'agent', targetId: '901', score, comment } });
    expect((await rate(member, 5, 'Very patient')).json().result).toMatchObject({ average: 5, count: 1, mine: { score: 5, comment: 'Very patient' } });
    await rate(other, 2);
    expect((await rate(member, 4)).json().result).toMatchObject({ average: 3, count: 2, mine: { score: 4 } });
    const anyone = await call(env.app, 'POST', '/User/GetUserEvaluate', { body: { targetType: 'agent', targetId: '901' } });
    expect(anyone.json().result).toEqual({ targetType: 'agent', targetId: '901', average: 3, count: 2, mine: null });
    expect((await rate(member, 6)).json()).toMatchObject({ field: 'body.score', messageKey: 'errors.score' });
    expect((await call(env.app, 'POST', '/User/AddOrUpdateUserEvaluate', { body: { targetType: 'agent', targetId: '901', score: 3 } })).statusCode).toBe(401);
    expect((await call(env.app, 'POST', '/User/AddOrUpdateUserEvaluate', { token: member, body: { targetType: 'estate', targetId: '1', score: 3 } })).statusCode).toBe(404);
  });
});

describe('contact: calls, WhatsApp and logs', () => {
  it('gives the agent’s number for an effective agent listing, and logs the call', async () => {
    const res = await call(env.app, 'POST', '/Common/PrepareReceiveCall', { body: { listingId: FIXTURE.agentRent }, language: 'en-us', ip: '10.4.1.1' });
    expect(res.json().result).toEqual({
      listingId: 'R9002', contactKind: 'agent', contactName: 'Chan Tai Man', phone: '+852 6123 4567', maskedPhone: '+852 6123 ****', visible: true,
    });
    const logs = await env.db.query("SELECT kind, listing_id, agent_id FROM contact_logs WHERE kind = 'call'");
    expect(logs).toEqual([{ kind: 'call', listing_id: 'R9002', agent_id: 901 }]);
  });

  it('masks the owner’s number of an expired listing, and gives no WhatsApp link for it', async () => {
    const res = await call(env.app, 'POST', '/Common/PrepareReceiveCall', { body: { listingId: FIXTURE.expiredSale }, ip: '10.4.1.2' });
    expect(res.json().result).toMatchObject({ contactKind: 'owner', phone: null, maskedPhone: '+852 9123 ****', visible: false });
    const wa = await call(env.app, 'POST', '/Common/GetWhatsAppUrl', { body: { listingId: FIXTURE.expiredSale }, ip: '10.4.1.2' });
    expect(wa.json().result).toEqual({ url: null, visible: false });
  });

  it('builds a wa.me link with a localized text naming the listing and our link to it', async () => {
    const res = await call(env.app, 'POST', '/Common/GetWhatsAppUrl', { body: { listingId: FIXTURE.ownedSale }, language: 'en-us', ip: '10.4.1.3' });
    const url = new URL(res.json().result.url);
    expect(url.origin + url.pathname).toBe('https://wa.me/85291234567');
    const text = url.searchParams.get('text') as string;
    expect(text).toMatch(/^Hello, I saw this listing on HarbourHome/);
    expect(text).toContain('Harbour View Gardens HH9001');
    expect(text).toMatch(/https?:\/\/\S+\/en-us\/buy-property-S9001\.html$/);
    const hk = await call(env.app, 'POST', '/Common/GetWhatsAppUrl', { body: { listingId: FIXTURE.ownedSale }, language: 'zh-hk', ip: '10.4.1.3' });
    const hkText = new URL(hk.json().result.url).searchParams.get('text') as string;
    expect(hkText).toMatch(/^你好，我在港居看到這個盤源/);
    expect(hkText).toMatch(/\/buy-property-S9001\.html$/);
    expect(hkText).not.toContain('/zh-hk/');
  });

  it('logs contact operations and verifications; 404 for an unknown listing', async () => {
    const visitorId = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId;
    for (const path of ['/User/AddOperateContactLog', '/User/AddOperateContactVerLog']) {
      const res = await call(env.app, 'POST', path, { visitorId, body: { listingId: FIXTURE.ownedSale, contactType: 'phone' }, ip: '10.4.1.4' });
      expect(res.json().result).toEqual({ logged: true });
    }
    const rows = await env.db.query('SELECT kind, visitor_id FROM contact_logs WHERE listing_id = $1 AND kind IN ($2, $3) ORDER BY id', [FIXTURE.ownedSale, 'operate', 'verify']);
    expect(rows).toEqual([{ kind: 'operate', visitor_id: visitorId }, { kind: 'verify', visitor_id: visitorId }]);
    const missing = await call(env.app, 'POST', '/User/AddOperateContactLog', { body: { listingId: 'S1', contactType: 'phone' }, ip: '10.4.1.4' });
    expect(missing.statusCode).toBe(404);
    const none = await call(env.app, 'POST', '/User/AddOperateContactLog', { body: { contactType: 'phone' }, ip: '10.4.1.4' });
    expect(none.json()).toMatchObject({ field: 'body.listingId', messageKey: 'errors.required' });
  });
});

describe('orders and the development outbox', () => {
  it('lists the orders a member placed or that were placed on their listings, newest first', async () => {
    const owner = await tokenFor(env.db, FIXTURE.owner);
    const res = (await call(env.app, 'POST', '/User/SearchOrderRecord', { token: owner, language: 'en-us', body: {} })).json().result;
    expect(res.total).toBe(2);
    expect(res.items.map((o: { listingId: string; method: string }) => [o.listingId, o.method])).toEqual([['S9003', 'renewal'], ['S9001', 'standard']]);
    expect(res.items[0]).toMatchObject({ listingNo: 'HH9003', titleWithCulture: 'Harbour View Gardens HH9003', amount: 188, paymentMethod: 'paypal' });
    expect((await call(env.app, 'POST', '/User/SearchOrderRecord', { token: member, body: {} })).json().result.total).toBe(0);
    expect((await call(env.app, 'POST', '/User/SearchOrderRecord', { body: {} })).statusCode).toBe(401);
  });

  it('lists the outbox at /api/dev/outbox in development', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.length).toBeGreaterThan(0);
    expect(res.json().result[0]).toHaveProperty('recipient');
    const production = await buildApp({ db: env.db });
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await production.close();
  });
});
