import { BUILDING_WATCH_LIMIT } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor, type CallOptions } from '../src/modules/member/testing';
import { runBuildingWatch } from '../src/modules/member/building-watch';

let env: TestEnv;
let member: string;
let other: string;
const MIN = 60_000;
const name = (en: string) => JSON.stringify({ 'zh-hk': en, 'zh-cn': en, 'en-us': en });
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await env.db.query(
    `INSERT INTO estate_buildings (id, estate_id, code, name, floors, flats_per_floor) VALUES (9111, 9101, 'ZZ-B1', $1, 30, 8), (9112, 9101, 'ZZ-B2', $2, 30, 8)`,
    [name('Block 1'), name('Block 2')],
  );
  member = await tokenFor(env.db, FIXTURE.member);
  other = await tokenFor(env.db, FIXTURE.other);
});
afterAll(() => env.close());

const post = (path: string, token: string, body: object, o: CallOptions = {}) => call(env.app, 'POST', path, { token, language: 'en-us', ...o, body });
const deal = async (building: number, price: number) =>
  (await env.db.one<{ id: number }>(
    `INSERT INTO deals (estate_id, building_id, floor, deal_date, price, saleable_area, price_per_sqft) VALUES (9101, $1, 12, current_date, $2::bigint, 500, ($2::bigint / 500)::int)
     RETURNING id::int AS id`,
    [building, price],
  ))?.id;
const notices = async (token: string) => (await post('/User/SearchMemberNotice', token, {})).json().result;

describe('following an estate or a block', () => {
  it('follows once, refuses a block of another estate or an unknown estate, lists and stops', async () => {
    const a = await post('/User/AddBuildingWatch', member, { estateId: FIXTURE.estate });
    expect(a.json().result).toMatchObject({ estateId: 9101, estateNameWithCulture: 'Harbour View Gardens', buildingId: null });
    const again = await post('/User/AddBuildingWatch', member, { estateId: FIXTURE.estate });
    expect(again.json().result.watchId).toBe(a.json().result.watchId);
    expect((await post('/User/AddBuildingWatch', member, { estateId: 424242 })).statusCode).toBe(404);
    await env.db.query(`INSERT INTO estates (id, name, search_key, tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count)
      VALUES (9102, $1, 'other', 'Z', $1, 'ZZ-HK', 'ZZ-CW', 22.28, 114.15, '2001-01-01', 30, 200)`, [name('Other Court')]);
    expect((await post('/User/AddBuildingWatch', member, { estateId: 9102, buildingId: 9111 })).json()).toMatchObject({ code: 404, field: 'body.buildingId' });
    const mine = (await call(env.app, 'GET', '/User/GetBuildingWatches', { token: member })).json().result;
    expect(mine).toMatchObject({ limit: BUILDING_WATCH_LIMIT, items: [{ estateId: 9101 }] });
    expect((await call(env.app, 'GET', '/User/GetBuildingWatches', { token: other })).json().result.items).toEqual([]);
    expect((await call(env.app, 'GET', '/User/DeleteBuildingWatch', { token: other, query: { watchId: a.json().result.watchId } })).statusCode).toBe(404);
  });

  it(`stops at ${BUILDING_WATCH_LIMIT} with the limit message`, async () => {
    await env.db.query(`INSERT INTO estates (id, name, search_key, tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count)
      SELECT 9300 + i, $1, 'x' || i, 'Z', $1, 'ZZ-HK', 'ZZ-CW', 22.28, 114.15, '2001-01-01', 30, 200 FROM generate_series(1, ${BUILDING_WATCH_LIMIT}) i`, [name('Filler')]);
    for (let i = 1; i < BUILDING_WATCH_LIMIT; i++) expect((await post('/User/AddBuildingWatch', other, { estateId: 9300 + i })).statusCode).toBe(200);
    expect((await post('/User/AddBuildingWatch', other, { estateId: 9101, buildingId: 9112 })).statusCode).toBe(200);
    const over = await post('/User/AddBuildingWatch', other, { estateId: 9300 + BUILDING_WATCH_LIMIT }, { language: 'zh-hk' });
    expect(over.json()).toMatchObject({ code: 409, messageKey: 'watchLimit', message: '關注的屋苑數量已達上限，請先取消一個' });
  });
});

describe('notices of a watched estate or block', () => {
  it('makes a notice and an e-mail for a new deal, a new listing and a price cut, each once, for the watchers only', async () => {
    await deal(9112, 6_000_000); // in block 2, after both members began to watch
    const t0 = Date.now();
    await env.db.query(
      `INSERT INTO listings (id, listing_no, rental_type, status, agent_id, estate_id, building_id, region_code, district_code, title, description,
         address, sale_price, saleable_area, room_number, building_age, lat, lng, published_at, updated_at, expires_at)
       SELECT 'S7301', 'HH7301', 1, 4, 901, 9101, 9111, region_code, district_code, title, description, address, 7200000, 480, 2, 25, lat, lng,
         $1, $1, $1::timestamptz + interval '60 days' FROM listings WHERE id = 'S9001'`,
      [new Date(t0 + MIN)],
    );
    await env.db.query("UPDATE listings SET original_price = 8800000, sale_price = 8300000, updated_at = $1 WHERE id = 'S9001'", [new Date(t0 + MIN)]);
    await env.db.query("UPDATE listings SET published_at = $1 WHERE id = 'S9001'", [new Date(t0 - 10 * MIN)]);
    expect(await runBuildingWatch(env.db, new Date(t0 + 2 * MIN))).toBe(4);
    const mine = await notices(member);
    const texts = mine.items.map((n: { text: string }) => n.text).sort();
    expect(texts).toEqual([
      'New deal at Harbour View Gardens, Block 2: HK$6,000,000',
      'New listing at Harbour View Gardens: Harbour View Gardens HH9001, HK$7,200,000',
      'Price cut at Harbour View Gardens: Harbour View Gardens HH9001, now HK$8,300,000 (was HK$8,800,000)',
    ]);
    expect(mine.unread).toBe(3);
    const mail = await env.db.one<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE ref_type = 'building-watch' AND recipient = 'member9002@fixture.test'",
    );
    expect(mail?.body).toContain('Price cut at Harbour View Gardens');
    // the other member watches block 2 only: the deal there, not the listing in block 1 nor the cut
    expect((await notices(other)).items.map((n: { kind: string }) => n.kind)).toEqual(['deal']);

    expect(await runBuildingWatch(env.db, new Date(t0 + 3 * MIN))).toBe(0);
    await deal(9111, 5_500_000);
    expect(await runBuildingWatch(env.db, new Date(t0 + 4 * MIN))).toBe(1);
    expect((await notices(member)).total).toBe(4);
    expect((await notices(other)).total).toBe(1);
  });

  it('marks notices read for their member only', async () => {
    const first = (await notices(member)).items[0].noticeId as number;
    expect((await post('/User/ReadMemberNotice', other, { noticeIds: [first] })).json().result).toEqual({ updated: 0 });
    expect((await post('/User/ReadMemberNotice', member, { noticeIds: [first] })).json().result).toEqual({ updated: 1 });
    expect((await notices(member)).unread).toBe(3);
    expect((await post('/User/SearchMemberNotice', member, { unreadOnly: true })).json().result.items).toHaveLength(3);
    expect((await post('/User/ReadMemberNotice', member, {})).json().result).toEqual({ updated: 3 });
    expect((await post('/User/SearchMemberNotice', '', {})).statusCode).toBe(401);
  });
});
