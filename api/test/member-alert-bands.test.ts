/**
 * Subscriptions made from a saved search keep its area, building-age and intake bands (a, d, o, j):
 * the saved URL codes become the alert's filter through the shared codec with the bands resolved
 * over the dictionaries, as the list pages resolve them, so a new listing outside the band sends
 * no alert and one inside does. A control subscription without the band matches both, proving the
 * listing outside differs only by the band.
 */
import { bandResolver, parse, toSearchBody } from '@portal/shared/url';
import { dictionaryRows } from '../src/seed/dictionaries';
import { insertRows } from '../src/seed/batch';
import { runSubscriptionAlerts } from '../src/modules/member/subscription-alerts';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';
import { dictionaries } from './url-search-rows';

let env: TestEnv;
let member: string;
let resolveBand: ReturnType<typeof bandResolver>;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await insertRows(env.db, 'dictionary_entries', dictionaryRows());
  // a second estate, taken in in 2025 (the fixture estate 9101 in 1998)
  await env.db.query(`INSERT INTO estates (id, name, search_key, tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count)
    SELECT 9102, name, 'harbourview2', tag_category, address, region_code, district_code, lat, lng, '2025-03-01', storeys, unit_count FROM estates WHERE id = 9101`);
  member = await tokenFor(env.db, FIXTURE.member);
  resolveBand = bandResolver(await dictionaries(env.db));
});
afterAll(() => env.close());

interface Shape { saleable?: number; building?: number; age?: number; estate?: number }
/** an effective sale listing in ZZ-CW published at `at` */
async function listing(id: string, at: Date, s: Shape) {
  const title = JSON.stringify({ 'zh-hk': `海景花園 ${id}`, 'zh-cn': `海景花园 ${id}`, 'en-us': `Harbour View Gardens ${id}` });
  await env.db.query(
    `INSERT INTO listings (id, listing_no, rental_type, status, agent_id, estate_id, region_code, district_code, title, description, address,
       sale_price, saleable_area, building_area, room_number, building_age, lat, lng, published_at, updated_at, expires_at)
     VALUES ($1, $1, 1, 4, 901, $2, 'ZZ-HK', 'ZZ-CW', $3, $3, $3, 7000000, $4, $5, 2, $6, 22.28, 114.15, $7, $7, $7::timestamptz + interval '60 days')`,
    [id, s.estate ?? 9101, title, s.saleable ?? 450, s.building ?? 600, s.age ?? 20, at],
  );
}

/** a subscription from a saved buy search (its URL segment) as the member centre sends it */
async function subscribe(name: string, segment: string) {
  const filter = parse(segment, '');
  if (!filter) throw new Error(`the codec refused ${segment}`);
  const { pageIndex: _p, pageCount: _c, order: _o, ...body } = toSearchBody(filter, 'buy', resolveBand);
  const res = await call(env.app, 'POST', '/User/AddUserSubscribe', { token: member, language: 'en-us', body: { name, propertyType: 'buy', filter: body } });
  expect(res.statusCode).toBe(200);
  return body;
}
const alertOf = async (name: string) =>
  (await env.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE ref_type = 'subscription-alert' ORDER BY id"))
    .find((a) => a.subject.includes(`"${name}"`));

// [code, the saved search's segment, the field it must set, a listing inside, one outside]
const CASES: Array<[string, string, string, Shape, Shape]> = [
  ['d (saleable area 500-700 ft)', 'd3', 'saleableArea', { saleable: 600 }, { saleable: 900 }],
  ['a (gross area 700-1000 ft)', 'a4', 'buildingArea', { building: 850 }, { building: 600 }],
  ['o (building age 0-5 years)', 'o1', 'buildingAge', { age: 3 }, { age: 25 }],
  ['j (taken in in 2025)', 'j2', 'intakeTime', { estate: 9102 }, { estate: 9101 }],
];

it.each(CASES)('band %s: a listing inside alerts, one outside does not', async (_code, segment, field, inside, outside) => {
  await env.db.exec("DELETE FROM user_subscriptions; DELETE FROM outbox; DELETE FROM listings WHERE id LIKE 'B%'");
  const banded = await subscribe('Banded', segment);
  expect(banded).toHaveProperty(field);
  await subscribe('Any size', ''); // the same search without the band
  const t0 = Date.now();
  await listing('B8001', new Date(t0 + 60_000), inside);
  await listing('B8002', new Date(t0 + 60_000), outside);
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 120_000))).toBe(2);
  const alert = await alertOf('Banded');
  expect(alert?.subject).toBe('HarbourHome: 1 new listing for "Banded"');
  expect(alert?.body).toContain('B8001');
  expect(alert?.body).not.toContain('B8002');
  const control = await alertOf('Any size');
  expect(control?.body).toContain('B8001');
  expect(control?.body).toContain('B8002');
});

it('a listing outside the band alone sends nothing', async () => {
  await env.db.exec("DELETE FROM user_subscriptions; DELETE FROM outbox; DELETE FROM listings WHERE id LIKE 'B%'");
  await subscribe('Banded', 'd3o1');
  const t0 = Date.now();
  await listing('B8101', new Date(t0 + 60_000), { saleable: 600, age: 25 });
  await listing('B8102', new Date(t0 + 60_000), { saleable: 900, age: 3 });
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 120_000))).toBe(0);
});
