/**
 * HouseGPT's calls (spec 7.4) on a seeded database: the disclaimer and the question limit,
 * answers whose numbers match independent queries and name their sources, follow-ups, the
 * evaluation from deals, history, deletion and ratings. Every answer is checked against its contract.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED } from '../src/modules/catalog/test-support';
import { call, tokenFor } from '../src/modules/member/testing';
import { CHAT_QUESTION_LIMIT, type ChatAnswer } from '@portal/shared/contracts';

let env: TestEnv;
const visitor = 'vchattestvisitor000001';
const other = 'vchattestvisitor000002';
beforeAll(async () => { env = await createTestEnv({ seedWith: SEED }); }, 120_000);
afterAll(() => env.close());

const post = (path: string, body: unknown, o: { visitorId?: string; token?: string; language?: string } = {}) =>
  call(env.app, 'POST', path, { visitorId: visitor, ip: '10.9.0.1', ...o, body });

async function session(o: { visitorId?: string; token?: string } = {}): Promise<string> {
  const res = await post('/Chat/GetNewSessionForChatGpt', { disclaimerAccepted: true }, o);
  expect(res.statusCode).toBe(200);
  return res.json().result.sessionId;
}
async function ask(sessionId: string, question: string, language = 'zh-hk', o: { visitorId?: string; token?: string } = {}): Promise<ChatAnswer> {
  const res = await post('/Chat/SearchPropertyByChatGpt', { sessionId, question }, { language, ...o });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('disclaimer and conversations', () => {
  it('refuses a conversation until the disclaimer is agreed, and remembers it when asked', async () => {
    const who = { visitorId: 'vchattestdisclaimer0001' };
    const refused = await post('/Chat/GetNewSessionForChatGpt', {}, who);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('disclaimerRequired');
    const once = await post('/Chat/GetNewSessionForChatGpt', { disclaimerAccepted: true }, who);
    expect(once.json().result).toMatchObject({ questionsUsed: 0, questionLimit: CHAT_QUESTION_LIMIT, disclaimerRemembered: false });
    expect((await post('/Chat/GetNewSessionForChatGpt', {}, who)).statusCode).toBe(403);
    const remembered = await post('/Chat/GetNewSessionForChatGpt', { disclaimerAccepted: true, remember: true }, who);
    expect(remembered.json().result.disclaimerRemembered).toBe(true);
    const later = await post('/Chat/GetNewSessionForChatGpt', {}, who);
    expect(later.statusCode).toBe(200);
    expect(later.json().result.disclaimerRemembered).toBe(true);
  });

  it('needs a member or a visitor id', async () => {
    const res = await call(env.app, 'POST', '/Chat/GetNewSessionForChatGpt', { body: { disclaimerAccepted: true }, ip: '10.9.0.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('whoRequired');
  });

  it('ends a conversation at the question limit; a new session restarts the count', async () => {
    const id = await session();
    expect((await ask(id, '沙田兩房')).questionsUsed).toBe(1);
    await env.db.query('UPDATE chat_sessions SET question_count = $2 WHERE id = $1', [id, CHAT_QUESTION_LIMIT]);
    const over = await post('/Chat/SearchPropertyByChatGpt', { sessionId: id, question: '沙田兩房' });
    expect(over.statusCode).toBe(409);
    expect(over.json().messageKey).toBe('questionLimit');
    expect((await ask(await session(), '沙田兩房')).questionsUsed).toBe(1);
  });

  it("does not let one visitor use another's conversation", async () => {
    const id = await session();
    const res = await post('/Chat/SearchPropertyByChatGpt', { sessionId: id, question: '沙田兩房' }, { visitorId: other });
    expect(res.statusCode).toBe(404);
  });
});

describe('answers from the data', () => {
  it('finds the listings of the question; the count and price range match the database and name their source', async () => {
    const a = await ask(await session(), '沙田兩房600萬以下');
    expect(a.filter).toEqual({ zoneCode: 'NTE-ST', roomNumbers: [2], maxPriceValue: 6_000_000, rentalType: 1 });
    const truth = await env.db.one<{ n: number; lo: string | null; hi: string | null }>(
      `SELECT count(*)::int AS n, min(sale_price) AS lo, max(sale_price) AS hi FROM listings
       WHERE rental_type = 1 AND district_code = 'NTE-ST' AND room_number = 2 AND sale_price <= 6000000 AND status IN (4, 8)`);
    expect(truth?.n).toBeGreaterThan(0);
    expect(a.kind).toBe('results');
    expect(a.results?.total).toBe(truth?.n);
    expect(a.results?.priceRange).toEqual({ min: Number(truth?.lo), max: Number(truth?.hi) });
    expect(a.text).toContain(String(truth?.n));
    const source = a.sources.find((s) => s.id === a.results?.sourceId);
    expect(source).toMatchObject({ kind: 'listings', count: truth?.n, query: a.filter });
    for (const card of a.results?.cards ?? []) {
      expect(source?.ids).toContain(card.propertyID);
      expect(card.link).toEqual({ route: 'saleDetail', params: { propertyId: card.propertyID } });
      expect(card.price).toBeLessThanOrEqual(6_000_000);
    }
  });

  it('answers in the language and script of the request', async () => {
    const cn = await ask(await session(), '沙田两房600万以下', 'zh-cn');
    expect(cn.text).toMatch(/个|盘/);
    expect(cn.text).not.toMatch(/個|盤/);
    const en = await ask(await session(), '2 bed in Sha Tin under 6M', 'en-us');
    expect(en.text).toMatch(/^I found \d+ flats for sale/);
  });

  it('refines the previous filter on a follow-up', async () => {
    const id = await session();
    await ask(id, '沙田兩房600萬以下');
    const cheaper = await ask(id, '平啲');
    expect(cheaper.filter).toMatchObject({ zoneCode: 'NTE-ST', roomNumbers: [2], maxPriceValue: 4_800_000 });
    const taiPo = await ask(id, 'what about Tai Po?', 'en-us');
    expect(taiPo.filter).toMatchObject({ zoneCode: 'NTE-TP', roomNumbers: [2], maxPriceValue: 4_800_000 });
  });

  it('asks back instead of searching when it cannot read the question', async () => {
    const a = await ask(await session(), '今日天氣點呀');
    expect(a).toMatchObject({ kind: 'clarify', filter: null, results: null, sources: [] });
    expect(a.text.length).toBeGreaterThan(10);
  });

  it("evaluates a named estate from its last 12 months of sale deals, listing every deal", async () => {
    const estate = await env.db.one<{ id: number; name: string }>(
      `SELECT e.id, e.name->>'zh-hk' AS name FROM estates e JOIN deals d ON d.estate_id = e.id AND d.rental_type = 1
       GROUP BY e.id ORDER BY count(*) DESC, e.id LIMIT 1`);
    const a = await ask(await session(), `${estate?.name}值幾錢`);
    expect(a.kind).toBe('evaluation');
    const deals = await env.db.query<{ id: string; p: number }>(
      `SELECT id::text AS id, price_per_sqft AS p FROM deals WHERE estate_id = $1 AND rental_type = 1
         AND deal_date > (SELECT max(deal_date) FROM deals WHERE rental_type = 1) - interval '12 months'`, [estate?.id]);
    const e = a.evaluation;
    expect(e?.dealCount).toBe(deals.length);
    expect(new Set(e?.deals.map((d) => d.dealID))).toEqual(new Set(deals.map((d) => d.id)));
    const per = deals.map((d) => Number(d.p)).sort((x, y) => x - y);
    expect(e?.minPricePerSqft).toBe(per[0]);
    expect(e?.maxPricePerSqft).toBe(per.at(-1));
    const mid = per.length >> 1;
    expect(e?.medianPricePerSqft).toBe(per.length % 2 ? per[mid] : Math.round(((per[mid - 1] ?? 0) + (per[mid] ?? 0)) / 2));
    expect(a.sources[0]).toMatchObject({ kind: 'deals', count: deals.length });
  });

  it("values a listing from similar flats of its estate", async () => {
    const listing = await env.db.one<{ id: string; saleable_area: number }>(
      `SELECT l.id, l.saleable_area FROM listings l WHERE l.rental_type = 1 AND l.status = 4 AND l.estate_id IS NOT NULL
       ORDER BY (SELECT count(*) FROM deals d WHERE d.estate_id = l.estate_id) DESC, l.id LIMIT 1`);
    const res = await post('/Chat/GetPropertyChatGptEvaluate', { propertyId: listing?.id }, { language: 'en-us' });
    const e = res.json().result;
    expect(e.propertyID).toBe(listing?.id);
    expect(e.dealCount).toBeGreaterThan(0);
    if (e.minSaleableArea !== null) for (const d of e.deals) expect(d.saleableArea).toBeGreaterThanOrEqual(e.minSaleableArea);
    expect(e.estimate).toBe(Math.round((e.medianPricePerSqft * Number(listing?.saleable_area)) / 1000) * 1000);
    expect(e.text).toContain('saleable-area price of $');
    // the unit is in the figures ("$10,746/ft²"), never said twice
    expect(e.text).not.toMatch(/ft² per|per saleable ft²/);
    const asked = await ask(await session(), `how much is ${listing?.id} worth?`, 'en-us');
    expect(asked.kind).toBe('evaluation');
    expect(asked.evaluation).toEqual(Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'text' && k !== 'sources')));
  });

  it('for a filter without listings, gives the nearest one that has some and says what was left out', async () => {
    const filter = { zoneCode: 'NTE-ST', rentalType: 1, roomNumbers: [2], minSaleableArea: 90_000 };
    const res = await post('/Chat/SearchSrpRecommendNoPropertyDataByChatGpt', { filter });
    const r = res.json().result;
    expect(r.relaxed).toEqual(['minSaleableArea']);
    expect(r.filter).toEqual({ zoneCode: 'NTE-ST', rentalType: 1, roomNumbers: [2] });
    expect(r.results.total).toBeGreaterThan(0);
  });
});

describe('history, deletion and ratings', () => {
  it("keeps a member's questions, deletes them on request, and lets only the asker rate an answer", async () => {
    const users = await env.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 2');
    const token = await tokenFor(env.db, Number(users[0]?.id));
    const otherToken = await tokenFor(env.db, Number(users[1]?.id));
    const id = await session({ token });
    const a = await ask(id, '大埔三房', 'zh-hk', { token });
    const page = (await post('/Chat/SearchChatGptHistory', {}, { token })).json().result;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ messageId: a.messageId, question: '大埔三房', kind: a.kind, text: a.text });
    expect((await post('/Chat/SearchChatGptHistory', {}, { token: otherToken })).json().result.total).toBe(0);
    expect((await post('/Chat/SearchChatGptHistory', {}, {})).statusCode).toBe(401);

    expect((await post('/Chat/AddOrUpdatePropertyChatGptEvaluate', { messageId: a.messageId, rating: 2 }, { token: otherToken })).statusCode).toBe(404);
    const rated = await post('/Chat/AddOrUpdatePropertyChatGptEvaluate', { messageId: a.messageId, rating: 4 }, { token });
    expect(rated.json().result).toEqual({ messageId: a.messageId, rating: 4 });

    expect((await post('/Chat/DeletePropertyByChatGpt', {}, { token: otherToken })).json().result.deleted).toBe(0);
    expect((await post('/Chat/DeletePropertyByChatGpt', { messageIds: [a.messageId] }, { token })).json().result.deleted).toBe(1);
    expect((await post('/Chat/SearchChatGptHistory', {}, { token })).json().result.total).toBe(0);
  });
});
