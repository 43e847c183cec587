/** GetDealById: a deal, the same flat's other deals, the estate's deals around its date. */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { AROUND_DAYS } from './deals';
import { SEED, get, ok } from './test-support';

type Deal = { dealID: number; estateID: number; buildingID: number | null; floor: number | null; flat: string | null; rentalType: number; dealDate: string };
type Detail = { deal: Deal; flatDeals: Deal[]; aroundDeals: Deal[] };
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('GetDealById', () => {
  it("answers a resold flat's deal with that flat's other deals and the estate's deals near its date", async () => {
    const resold = await env.db.one<{ id: number; n: number }>(
      `SELECT max(id) AS id, count(*)::int AS n FROM deals WHERE building_id IS NOT NULL AND floor IS NOT NULL AND flat IS NOT NULL
       GROUP BY building_id, floor, flat, rental_type HAVING count(*) > 1 ORDER BY count(*) DESC, max(id) LIMIT 1`);
    expect(resold).toBeTruthy();
    const r = ok(await get<Detail>(env, '/Deal/GetDealById', { dealId: resold!.id }, 'en-us'));
    expect(r.deal.dealID).toBe(resold!.id);
    expect(r.flatDeals).toHaveLength(Math.min(20, resold!.n - 1));
    for (const f of r.flatDeals) {
      expect([f.buildingID, f.floor, f.flat, f.rentalType]).toEqual([r.deal.buildingID, r.deal.floor, r.deal.flat, r.deal.rentalType]);
      expect(f.dealID).not.toBe(r.deal.dealID);
    }
    expect(r.flatDeals.map((f) => f.dealDate)).toEqual([...r.flatDeals.map((f) => f.dealDate)].sort().reverse());
    expect(r.aroundDeals.length).toBeGreaterThan(0);
    expect(r.aroundDeals.length).toBeLessThanOrEqual(10);
    for (const a of r.aroundDeals) {
      expect([a.estateID, a.rentalType]).toEqual([r.deal.estateID, r.deal.rentalType]);
      expect(days(a.dealDate, r.deal.dealDate)).toBeLessThanOrEqual(AROUND_DAYS);
      expect(a.dealID).not.toBe(r.deal.dealID);
    }
  });

  it('answers 404 for a deal that does not exist and 400 for a bad id', async () => {
    const missing = await get(env, '/Deal/GetDealById', { dealId: 2_000_000_000 });
    expect([missing.status, missing.body.field]).toEqual([404, 'query.dealId']);
    expect((await get(env, '/Deal/GetDealById', { dealId: 'x' })).status).toBe(400);
  });
});
