/** GetValuation: comparables adjusted to the flat and to today, the region's back-tested error beside it. */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, get, ok } from '../src/modules/catalog/test-support';
import { marketModel } from '../src/modules/market/model-cache';

interface Valuation {
  available: boolean; estateID: number; saleableArea: number; valuation: number | null; pricePerSqft: number | null;
  low: number | null; high: number | null; basis: 'estate' | 'district' | null;
  comparables: { dealID: number; dealDate: string; floor: number | null; adjustedPricePerSqft: number; weight: number }[];
  accuracy: { regionCode: string | null; sampleSize: number; medianAbsErrorPct: number | null; within5Pct: number | null; within10Pct: number | null };
}

let env: TestEnv;
let estate: { id: number; region_code: string; building_id: number; floors: number };
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  estate = (await env.db.one<typeof estate>(
    `SELECT e.id, e.region_code, b.id AS building_id, b.floors FROM estates e JOIN estate_buildings b ON b.estate_id = e.id
     WHERE e.id = (SELECT estate_id FROM deals WHERE rental_type = 1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) ORDER BY b.id LIMIT 1`)) as typeof estate;
});
afterAll(() => env.close());

const value = (q: Record<string, number>) => get<Valuation>(env, '/Market/GetValuation', { estateId: estate.id, saleableArea: 500, ...q });

describe('GetValuation', () => {
  it("values a flat from its estate's deals and states its region's back-tested error", async () => {
    const v = ok(await value({}));
    expect(v).toMatchObject({ available: true, estateID: estate.id, saleableArea: 500, basis: 'estate' });
    expect(v.valuation).toBe(Math.round(((v.pricePerSqft ?? 0) * 500) / 1000) * 1000);
    expect(v.comparables.length).toBeGreaterThanOrEqual(3);
    expect(v.accuracy.regionCode).toBe(estate.region_code);
    expect(v.accuracy.sampleSize).toBeGreaterThan(20);
    // a sensible model: a median error of a few percent, most held-out deals within 10 %
    expect(v.accuracy.medianAbsErrorPct).toBeLessThan(8);
    expect(v.accuracy.within10Pct).toBeGreaterThan(70);
    expect(v.accuracy.within5Pct).toBeLessThanOrEqual(v.accuracy.within10Pct ?? 0);
    const err = (v.accuracy.medianAbsErrorPct ?? 0) / 100;
    expect(v.low).toBe(Math.round(((v.valuation ?? 0) * (1 - err)) / 1000) * 1000);
    expect(v.high).toBe(Math.round(((v.valuation ?? 0) * (1 + err)) / 1000) * 1000);
  });

  it('prices a high floor above a low one and a larger flat higher in total', async () => {
    const low = ok(await value({ buildingId: estate.building_id, floor: 1 }));
    const high = ok(await value({ buildingId: estate.building_id, floor: estate.floors }));
    expect(high.pricePerSqft ?? 0).toBeGreaterThan((low.pricePerSqft ?? 0) * 1.05);
    const big = ok(await value({ saleableArea: 800 }));
    expect(big.valuation ?? 0).toBeGreaterThan((ok(await value({})).valuation ?? 0) * 1.4);
  });

  it("falls back on the district's deals for an estate without sales", async () => {
    const quiet = await env.db.one<{ id: number }>(
      'SELECT e.id FROM estates e WHERE NOT EXISTS (SELECT 1 FROM deals d WHERE d.estate_id = e.id AND d.rental_type = 1) LIMIT 1');
    const id = quiet?.id ?? (await env.db.one<{ id: number }>(
      `INSERT INTO estates (id, name, search_key, tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count)
       SELECT 999001, name, 'quiet', tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count
       FROM estates WHERE id = $1 RETURNING id`, [estate.id]))?.id;
    const v = ok(await get<Valuation>(env, '/Market/GetValuation', { estateId: id ?? 0, saleableArea: 450 }));
    expect(v.basis).toBe('district');
    expect(v.available).toBe(true);
    expect(v.comparables.every((c) => c.weight > 0)).toBe(true);
  });

  it('answers 404 for an unknown estate or a building of another estate, 400 without an area', async () => {
    expect((await get(env, '/Market/GetValuation', { estateId: 9_999_999, saleableArea: 500 })).status).toBe(404);
    const other = await env.db.one<{ id: number }>('SELECT id FROM estate_buildings WHERE estate_id <> $1 LIMIT 1', [estate.id]);
    expect((await value({ buildingId: other?.id ?? 0 })).status).toBe(404);
    expect((await get(env, '/Market/GetValuation', { estateId: estate.id })).status).toBe(400);
  });

  it('rebuilds its model when a deal changes, not when something it does not read does', async () => {
    const first = await marketModel(env.db);
    expect(await marketModel(env.db)).toBe(first);
    await env.db.query('UPDATE estates SET name = name WHERE id = $1', [estate.id]);
    expect(await marketModel(env.db)).toBe(first);
    const before = ok(await value({ buildingId: estate.building_id, floor: 10 }));
    // a sale in the estate at ten times the price it had: the next valuation counts it
    await env.db.query(
      `INSERT INTO deals (estate_id, building_id, floor, rental_type, deal_date, price, saleable_area, price_per_sqft)
       VALUES ($1, $2, 10, 1, (SELECT max(deal_date) FROM deals), $3, 500, $4)`,
      [estate.id, estate.building_id, (before.pricePerSqft ?? 0) * 5_000, (before.pricePerSqft ?? 0) * 10],
    );
    const second = await marketModel(env.db);
    expect(second).not.toBe(first);
    const after = ok(await value({ buildingId: estate.building_id, floor: 10 }));
    expect(after.valuation ?? 0).toBeGreaterThan(before.valuation ?? 0);
    // a building's height is one of the model's facts
    await env.db.query('UPDATE estate_buildings SET floors = floors WHERE id = $1', [estate.building_id]);
    expect(await marketModel(env.db)).not.toBe(second);
  });
});
