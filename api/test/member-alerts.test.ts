import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';
import { runSubscriptionAlerts } from '../src/modules/member/subscription-alerts';

let env: TestEnv;
let member: string;
const HOUR = 3_600_000;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  member = await tokenFor(env.db, FIXTURE.member);
});
afterAll(() => env.close());

/** a listing of estate 9101 in ZZ-CW, effective, published at `at` */
async function listing(id: string, at: Date, o: { rentalType?: number; rooms?: number; status?: number } = {}) {
  const type = o.rentalType ?? 1;
  const title = JSON.stringify({ 'zh-hk': `海景花園 ${id}`, 'zh-cn': `海景花园 ${id}`, 'en-us': `Harbour View Gardens ${id}` });
  await env.db.query(
    `INSERT INTO listings (id, listing_no, rental_type, status, agent_id, estate_id, region_code, district_code, title, description, address,
       sale_price, rent_price, saleable_area, room_number, building_age, lat, lng, published_at, updated_at, expires_at)
     VALUES ($1, $1, $2, $3, 901, 9101, 'ZZ-HK', 'ZZ-CW', $4, $4, $4, $5, $6, 500, $7, 20, 22.28, 114.15, $8, $8, $8::timestamptz + interval '60 days')`,
    [id, type, o.status ?? 4, title, type === 1 ? 7_000_000 : null, type === 2 ? 20_000 : null, o.rooms ?? 2, at],
  );
}
const alerts = () => env.db.query<{ subject: string; body: string }>(
  "SELECT subject, body FROM outbox WHERE ref_type = 'subscription-alert' AND recipient = 'member9002@fixture.test' ORDER BY id",
);

it('sends a matching new listing by e-mail at most once a day per subscription, never twice the same listing', async () => {
  const sub = await call(env.app, 'POST', '/User/AddUserSubscribe', {
    token: member, language: 'en-us', body: { name: 'Central 2 rooms', propertyType: 'buy', districtCode: 'ZZ-CW', filter: { roomNumbers: [2] } },
  });
  expect(sub.statusCode).toBe(200);
  const t0 = Date.now();
  await listing('S7001', new Date(t0 + 60_000));
  await listing('S7002', new Date(t0 + 60_000), { rooms: 3 }); // other room count
  await listing('R7003', new Date(t0 + 60_000), { rentalType: 2 }); // to rent
  await listing('S7004', new Date(t0 + 60_000), { status: 2 }); // under review
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 2 * 60_000))).toBe(1);
  const [first] = await alerts();
  expect(first?.subject).toBe('HarbourHome: 1 new listing for "Central 2 rooms"');
  expect(first?.body).toContain('Harbour View Gardens S7001');
  expect(first?.body).toMatch(/\/en-us\/[^\s]*S7001/);
  for (const other of ['S7002', 'R7003', 'S7004']) expect(first?.body).not.toContain(other);

  await listing('S7005', new Date(t0 + HOUR));
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 2 * HOUR))).toBe(0);
  expect(await alerts()).toHaveLength(1);

  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 25 * HOUR))).toBe(1);
  const second = (await alerts())[1];
  expect(second?.body).toContain('S7005');
  expect(second?.body).not.toContain('S7001');
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 50 * HOUR))).toBe(0);
});

it('writes the alert in the language the subscription was made in', async () => {
  await env.db.exec("DELETE FROM user_subscriptions; DELETE FROM listings WHERE id LIKE '_7%'");
  await call(env.app, 'POST', '/User/AddUserSubscribe', { token: member, language: 'zh-hk', body: { name: '中西區', propertyType: 'buy', districtCode: 'ZZ-CW' } });
  const t0 = Date.now();
  await listing('S7101', new Date(t0 + 60_000));
  expect(await runSubscriptionAlerts(env.db, new Date(t0 + 120_000))).toBe(1);
  const last = (await alerts()).at(-1);
  expect(last?.subject).toBe('港居：「中西區」有 1 個新樓盤');
  expect(last?.body).toContain('海景花園 S7101');
});
