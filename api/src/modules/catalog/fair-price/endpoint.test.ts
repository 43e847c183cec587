/** GetFairPrice on the seeded catalog: the comparison it makes, its states and its bounds. */
import type { FairPrice } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from '../../../../test/helpers';
import { SEED, get, ok } from '../test-support';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const fair = (propertyId: string, lang = 'zh-hk') => get<FairPrice>(env, '/Property/GetFairPrice', { propertyId }, lang);

/** live sale listings, those of the busiest estates first */
async function saleListings(limit: number) {
  return env.db.query<{ id: string; estate_id: number; building_id: number }>(
    `SELECT l.id, l.estate_id, l.building_id FROM listings l JOIN estates e ON e.id = l.estate_id
     WHERE l.rental_type = 1 AND l.status = 4 AND NOT l.is_serviced ORDER BY e.unit_count DESC, l.id LIMIT $1`, [limit]);
}

describe('GetFairPrice', () => {
  it("compares a listing with its estate's similar deals of the last twelve months", async () => {
    const [l] = await saleListings(1);
    const en = ok(await fair(l!.id, 'en-us'));
    expect(en.verdict).not.toBe('notEnough');
    expect(en.dealCount).toBeGreaterThanOrEqual(3);
    expect(en.deals.length).toBe(Math.min(30, en.dealCount));
    const newest = await env.db.one<{ d: string }>("SELECT to_char(max(deal_date), 'YYYY-MM-DD') AS d FROM deals");
    expect(en.windowTo).toBe(newest!.d);
    for (const d of en.deals) {
      expect(d.dealDate > en.windowFrom && d.dealDate <= en.windowTo).toBe(true);
      expect(d.saleableArea >= en.sizeBand!.min && d.saleableArea <= en.sizeBand!.max).toBe(true);
    }
    const ids = en.deals.map((d) => d.dealID);
    const rows = await env.db.query<{ estate_id: number; building_id: number; rental_type: number }>(
      'SELECT estate_id, building_id, rental_type FROM deals WHERE id = ANY($1::bigint[])', [ids]);
    expect(new Set(rows.map((r) => r.estate_id))).toEqual(new Set([l!.estate_id]));
    expect(rows.every((r) => r.rental_type === 1)).toBe(true);
    if (en.scope === 'block') expect(rows.every((r) => r.building_id === l!.building_id)).toBe(true);
    expect(en.diffPct).toBe(Math.round((en.pricePerSqft! / en.medianPricePerSqft! - 1) * 100));
    expect(en.minPricePerSqft! <= en.medianPricePerSqft! && en.medianPricePerSqft! <= en.maxPricePerSqft!).toBe(true);
    expect(en.deals.map((d) => d.dealDate)).toEqual([...en.deals.map((d) => d.dealDate)].sort().reverse());
    expect(en.deals[0]?.buildingNameWithCulture).toMatch(/^(Block|House|Main block)/);
    expect(ok(await fair(l!.id)).deals[0]?.buildingNameWithCulture).not.toMatch(/^(Block|House|Main block)/);
  });

  it('judges most listings, and finds asking prices a few percent above recent deals', async () => {
    const answers = await Promise.all((await saleListings(80)).map(async (l) => ok(await fair(l.id))));
    const judged = answers.filter((a) => a.verdict !== 'notEnough');
    expect(judged.length / answers.length).toBeGreaterThan(0.8);
    const diffs = judged.map((a) => a.diffPct as number).sort((a, b) => a - b);
    const median = diffs[diffs.length >> 1] as number;
    expect([median >= 0, median <= 8]).toEqual([true, true]);
    expect(new Set(judged.map((a) => a.verdict)).size).toBeGreaterThanOrEqual(2);
  });

  it('says notEnough with fewer than three similar deals', async () => {
    const [l] = await saleListings(1);
    const before = ok(await fair(l!.id));
    // keep only two of the estate's sales of the window
    await env.db.query(`DELETE FROM deals WHERE estate_id = $1 AND rental_type = 1 AND deal_date > $2::date
      AND id NOT IN (SELECT id FROM deals WHERE estate_id = $1 AND rental_type = 1 AND deal_date > $2::date ORDER BY id LIMIT 2)`,
    [l!.estate_id, before.windowFrom]);
    const after = ok(await fair(l!.id));
    expect(after).toMatchObject({ verdict: 'notEnough', diffPct: null, scope: null, dealCount: 0, deals: [], medianPricePerSqft: null });
    expect(after.pricePerSqft).toBe(before.pricePerSqft);
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    expect((await fair('S9999999')).status).toBe(404);
    expect((await fair('not-an-id')).status).toBe(400);
  });
});
