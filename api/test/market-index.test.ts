/** The weekly price index (spec 9: published every Friday): shape, fidelity to the seed's trend, refresh on new deals. */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, get, ok } from '../src/modules/catalog/test-support';
import { trendAt } from '../src/seed/market-trend';

interface Point { weekEnding: string; value: number; dealCount: number; estateCount: number }
interface Series {
  regionCode: string | null; regionNameWithCulture: string; baseWeek: string | null; basketSize: number; latest: Point | null;
  changePct: { week: number | null; month: number | null; year: number | null }; points: Point[];
  regions: { regionCode: string | null; regionNameWithCulture: string }[];
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const DAY = 86_400_000;
const index = (query: Record<string, string> = {}, lang = 'zh-hk') => get<Series>(env, '/Market/GetPriceIndex', query, lang);

describe('GetPriceIndex', () => {
  it('publishes consecutive weeks ending on Fridays, up to the newest complete week, with the base week at 100', async () => {
    const s = ok(await index({ period: 'all' }));
    expect(s.points.length).toBeGreaterThan(200);
    for (const [i, p] of s.points.entries()) {
      expect([p.weekEnding, new Date(`${p.weekEnding}T00:00:00Z`).getUTCDay()]).toEqual([p.weekEnding, 5]);
      if (i > 0) expect(Date.parse(p.weekEnding) - Date.parse(s.points[i - 1]?.weekEnding ?? '')).toBe(7 * DAY);
    }
    expect(s.points[0]).toMatchObject({ weekEnding: s.baseWeek, value: 100 });
    const newest = await env.db.one<{ d: string }>("SELECT to_char(max(deal_date), 'YYYY-MM-DD') AS d FROM deals WHERE rental_type = 1");
    expect((s.latest?.weekEnding ?? '') <= (newest?.d ?? '')).toBe(true);
    expect(Date.parse(newest?.d ?? '') - Date.parse(s.latest?.weekEnding ?? '')).toBeLessThan(7 * DAY);
    expect(s.basketSize).toBeGreaterThan(20);
    expect(s.regionCode).toBeNull();
  });

  it("follows the seed's market trend (the fall to late 2024, the recovery since) within a few percent", async () => {
    const s = ok(await index({ period: 'all' }));
    const base = s.baseWeek ?? '';
    for (const week of ['2022-06-03', '2023-06-02', '2024-09-06', '2025-09-05', s.latest?.weekEnding ?? '']) {
      const p = s.points.find((x) => x.weekEnding === week);
      const expected = (100 * trendAt(week)) / trendAt(base);
      expect([week, Math.abs((p?.value ?? 0) / expected - 1) < 0.05]).toEqual([week, true]);
    }
    const trough = s.points.find((x) => x.weekEnding === '2024-09-06')?.value ?? 0;
    expect(trough).toBeLessThan(85);
    expect(s.latest?.value ?? 0).toBeGreaterThan(trough * 1.08);
  });

  it('cuts the series to the period, keeps the changes of the full series, and answers by region', async () => {
    const all = ok(await index({ period: 'all' }));
    const year = ok(await index());
    const three = ok(await index({ period: '3y' }));
    expect(year.points.length).toBeGreaterThanOrEqual(52);
    expect(year.points.length).toBeLessThanOrEqual(53);
    expect(three.points.length).toBeGreaterThan(150);
    expect(year.points.at(-1)).toEqual(all.points.at(-1));
    expect(year.changePct).toEqual(all.changePct);
    const back = all.points.at(-53)?.value ?? 1;
    expect(all.changePct.year).toBeCloseTo(((all.latest?.value ?? 0) / back - 1) * 100, 1);
    expect(all.regions.map((r) => r.regionCode)).toEqual([null, 'HK', 'KLN', 'NTE', 'NTW']);
    const en = ok(await index({ regionCode: 'KLN' }, 'en-us'));
    expect(en.regionNameWithCulture).toBe('Kowloon');
    expect(en.regions[0]?.regionNameWithCulture).toBe('All Hong Kong');
    expect(en.basketSize).toBeLessThan(all.basketSize);
    expect((await index({ regionCode: 'XX' })).status).toBe(404);
    expect((await index({ period: '2y' })).status).toBe(400);
  });

  it("shows a new week as soon as a Friday's deals are recorded", async () => {
    const before = ok(await index({ period: 'all' }));
    const last = before.latest as Point;
    const friday = new Date(Date.parse(last.weekEnding) + 7 * DAY).toISOString().slice(0, 10);
    // five basket estates sell at 10 % above their latest deal that Friday
    const recent = await env.db.query<{ estate_id: number; building_id: number; floor: number; saleable_area: number; price: string }>(
      `SELECT DISTINCT ON (estate_id) estate_id, building_id, floor, saleable_area, price FROM deals
       WHERE rental_type = 1 AND estate_id IN (SELECT estate_id FROM deals WHERE rental_type = 1 GROUP BY 1 HAVING count(*) >= 10)
       ORDER BY estate_id, deal_date DESC, id DESC LIMIT 5`);
    for (const r of recent) {
      const price = Math.round(Number(r.price) * 1.1);
      await env.db.query(
        `INSERT INTO deals (estate_id, building_id, floor, flat, rental_type, deal_date, price, saleable_area, price_per_sqft, room_number)
         VALUES ($1, $2, $3, 'A', 1, $4, $5, $6, $7, 2)`,
        [r.estate_id, r.building_id, r.floor, friday, price, r.saleable_area, Math.round(price / r.saleable_area)]);
    }
    const after = ok(await index({ period: 'all' }));
    expect(after.points).toHaveLength(before.points.length + 1);
    expect(after.latest).toMatchObject({ weekEnding: friday, dealCount: 5 });
    expect(after.latest?.value ?? 0).toBeGreaterThan(last.value);
    expect(after.points.at(-2)).toEqual(last);
  });
});
