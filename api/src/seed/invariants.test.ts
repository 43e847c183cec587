import { createTestDb } from '../../test/helpers';
import type { Db } from '../db/index';
import { seed, SEED_TABLES } from './index';
import { haversineM } from './geo';
import { trendAt } from './market-trend';
import { REFERENCE_DATE } from './clock';
import { DICTIONARY_GROUPS } from './vocab/dictionary-groups';
import { median } from './content/article';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await seed(db, { listings: 400, seed: 20240806 });
});
afterAll(() => drop());

const q = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

describe('seeded catalog', () => {
  it('fills every catalog table', async () => {
    for (const table of SEED_TABLES) {
      const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect([table, (row?.n ?? 0) > 0]).toEqual([table, true]);
    }
    const levels = await q<{ level: number; n: number }>('SELECT level, count(*)::int AS n FROM regions GROUP BY level ORDER BY level');
    expect(levels).toEqual([{ level: 1, n: 4 }, { level: 2, n: 18 }, { level: 3, n: 107 }]);
    const codes = await q<{ code: string }>('SELECT code FROM regions');
    expect(codes.every((r) => /^[A-Z0-9-]+$/.test(r.code))).toBe(true);
  });

  it('keeps listing prices, areas, ids and lease terms within the rules', async () => {
    const bad = await q(`SELECT id FROM listings WHERE
        (rental_type = 1 AND (sale_price NOT BETWEEN 3000000 AND 80000000 OR rent_price IS NOT NULL OR id !~ '^S[0-9]+$'))
     OR (rental_type = 2 AND (rent_price NOT BETWEEN 8000 AND 150000 OR sale_price IS NOT NULL OR id !~ '^R[0-9]+$'))
     OR saleable_area::float / building_area NOT BETWEEN 0.75 AND 0.85
     OR room_number NOT BETWEEN 0 AND 5
     OR (is_serviced AND (rental_type <> 2 OR lease_min_months NOT BETWEEN 1 AND 6 OR lease_max_months > 11 OR lease_max_months < lease_min_months))
     OR (is_owner_listing <> (owner_user_id IS NOT NULL)) OR (NOT is_owner_listing AND agent_id IS NULL)
     OR cardinality(photos) NOT BETWEEN 4 AND 10
     OR (status = 4 AND expires_at <= '${REFERENCE_DATE}T12:00:00Z') OR (status = 5 AND expires_at > '${REFERENCE_DATE}T12:00:00Z')
     OR published_at < timestamptz '${REFERENCE_DATE}' - interval '181 days' OR updated_at < published_at`);
    expect(bad).toEqual([]);
    const deals = await q(`SELECT id FROM deals WHERE saleable_area::float / building_area NOT BETWEEN 0.75 AND 0.85`);
    expect(deals).toEqual([]);
  });

  it('has every listing state, promoted listings and about 15 percent owner listings', async () => {
    const states = await q<{ status: number }>('SELECT DISTINCT status FROM listings ORDER BY status');
    expect(states.map((s) => s.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const mix = await db.one<{ owner: number; top: number; serviced: number; reduced: number; n: number }>(`SELECT
      count(*) FILTER (WHERE is_owner_listing)::int AS owner, count(*) FILTER (WHERE top_type = 3)::int AS top,
      count(*) FILTER (WHERE is_serviced)::int AS serviced, count(*) FILTER (WHERE original_price > coalesce(sale_price, rent_price))::int AS reduced,
      count(*)::int AS n FROM listings`);
    expect(mix!.owner / mix!.n).toBeGreaterThan(0.08);
    expect(mix!.owner / mix!.n).toBeLessThan(0.22);
    expect(mix!.top).toBeGreaterThan(0);
    expect(mix!.serviced).toBeGreaterThan(0);
    expect(mix!.reduced).toBeGreaterThan(0);
  });

  it('places every estate at its nearest station, within a sane distance, in its district school nets', async () => {
    const stations = await q<{ id: number; lat: number; lng: number }>('SELECT id, lat, lng FROM mtr_stations');
    const estates = await q<{ id: number; lat: number; lng: number; station_id: number; station_distance_m: number; p: string; s: string }>(
      `SELECT e.id, e.lat, e.lng, e.station_id, e.station_distance_m, p.district_code AS p, s.district_code AS s
         FROM estates e JOIN school_nets p ON p.code = e.primary_school_net AND p.kind = 'primary'
         JOIN school_nets s ON s.code = e.secondary_school_net AND s.kind = 'secondary' WHERE p.district_code = e.district_code AND s.district_code = e.district_code`,
    );
    expect(estates.length).toBe((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM estates'))!.n);
    for (const e of estates) {
      const best = stations.reduce((a, b) => (haversineM(e, a) <= haversineM(e, b) ? a : b));
      expect(e.station_id).toBe(best.id);
      expect(Math.abs(e.station_distance_m - haversineM(e, best))).toBeLessThan(1);
      expect(e.station_distance_m).toBeLessThan(15000);
    }
  });

  it('moves deal prices along the market trend, year by year', async () => {
    const deals = await q<{ estate_id: number; deal_date: string; price_per_sqft: number }>(
      "SELECT estate_id, to_char(deal_date, 'YYYY-MM-DD') AS deal_date, price_per_sqft FROM deals WHERE rental_type = 1",
    );
    // remove each estate's own level, then compare yearly medians with the curve's yearly averages
    const byEstate = new Map<number, number[]>();
    for (const d of deals) byEstate.set(d.estate_id, [...(byEstate.get(d.estate_id) ?? []), d.price_per_sqft / trendAt(d.deal_date)]);
    const level = new Map([...byEstate].map(([id, xs]) => [id, median(xs)]));
    const years = new Map<string, number[]>();
    for (const d of deals) {
      const y = d.deal_date.slice(0, 4);
      years.set(y, [...(years.get(y) ?? []), d.price_per_sqft / (level.get(d.estate_id) as number)]);
    }
    for (const [y, xs] of years) {
      if (xs.length < 30) continue;
      const curve = trendAt(`${y}-07-01`);
      expect([y, Math.abs(median(xs) / curve - 1) < 0.06]).toEqual([y, true]);
    }
    const prev = await q("SELECT id FROM deals WHERE previous_price IS NOT NULL AND (previous_date >= deal_date OR abs(change_pct - round((price - previous_price) * 100.0 / previous_price, 2)) > 0.01)");
    expect(prev).toEqual([]);
  });

  it('writes every dictionary group of spec 3.2 with PropertyTag parents 1 to 6', async () => {
    const groups = await q<{ group_name: string }>('SELECT DISTINCT group_name FROM dictionary_entries ORDER BY 1');
    expect(groups.map((g) => g.group_name)).toEqual(Object.keys(DICTIONARY_GROUPS).sort());
    const parents = await q<{ parent_value: string; n: number }>(
      "SELECT parent_value, count(*)::int AS n FROM dictionary_entries WHERE group_name = 'PropertyTag' AND parent_value IS NOT NULL GROUP BY 1 ORDER BY 1",
    );
    expect(parents.map((p) => p.parent_value)).toEqual(['1', '2', '3', '4', '5', '6']);
    const ranges = await q<{ value: string }>("SELECT value FROM dictionary_entries WHERE group_name IN ('SalePrice', 'RentPrice', 'Area', 'BuildingAge')");
    expect(ranges.every((r) => /^\d+-\d+$/.test(r.value))).toBe(true);
  });

  it('keeps new-development units consistent with the sales status', async () => {
    const bad = await q(`SELECT n.id FROM new_estates n JOIN new_estate_units u ON u.new_estate_id = n.id GROUP BY n.id, n.sales_status
      HAVING (n.sales_status = 3 AND bool_or(u.status <> 3)) OR (n.sales_status = 1 AND (bool_or(u.status <> 1) OR bool_or(u.price_sheet_id IS NOT NULL)))
          OR (n.sales_status = 2 AND NOT bool_or(u.status = 1)) OR min(u.list_price) <> n.min_price OR max(u.list_price) <> n.max_price`);
    expect(bad).toEqual([]);
  });

  it('keeps the estate counters in step with the listings', async () => {
    const bad = await q(`SELECT e.id FROM estates e LEFT JOIN (SELECT estate_id, count(*)::int AS n FROM listings WHERE status = 4 AND rental_type = 1 GROUP BY 1) l
      ON l.estate_id = e.id WHERE e.sale_listing_count <> coalesce(l.n, 0)`);
    expect(bad).toEqual([]);
    const withDeals = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM estates WHERE avg_deal_price_sqft > 0');
    expect(withDeals!.n).toBeGreaterThan(0);
  });
});
