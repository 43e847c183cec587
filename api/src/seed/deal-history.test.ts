/**
 * The deal history makes sense to someone who knows Hong Kong prices: district levels of
 * 2025-26, how often big estates trade, the 2021 rush, resales along the cycle, and asking prices
 * a few percent above recent deals. The figures it is checked against are in docs/fair-price.md.
 */
import { createTestDb } from '../../test/helpers';
import { SEED } from '../modules/catalog/test-support';
import type { Db } from '../db/index';
import { historyMonths } from './deals';
import { poisson } from './market-activity';
import { Rng } from './prng';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb(SEED));
});
afterAll(() => drop());

const one = async <T>(sql: string) => (await db.one<T>(sql)) as T;
const SALES_2025_26 = "d.rental_type = 1 AND d.deal_date >= '2025-01-01'";

describe('deal history', () => {
  it('prices flats per saleable sq ft at district levels of 2025-26', async () => {
    const median = (where: string) => one<{ m: number }>(`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY price_per_sqft)::int AS m
      FROM deals d JOIN estates e ON e.id = d.estate_id WHERE ${SALES_2025_26} AND ${where}`);
    const island = (await median("e.district_code IN ('HK-CW', 'HK-SO')")).m;
    const kowloon = (await median("e.region_code = 'KLN'")).m;
    const nt = (await median("e.region_code IN ('NTE', 'NTW')")).m;
    expect([island > 18_000, island < 30_000]).toEqual([true, true]);
    expect([kowloon > 12_000, kowloon < 20_000]).toEqual([true, true]);
    expect([nt > 9_000, nt < 15_000]).toEqual([true, true]);
  });

  it('trades several flats a month in the biggest estates and at least three a year in nearly all', async () => {
    const big = await one<{ n: number }>(`SELECT count(*)::int AS n FROM deals d WHERE ${SALES_2025_26}
      AND d.estate_id = (SELECT id FROM estates ORDER BY unit_count DESC LIMIT 1)`);
    const months = (Date.parse('2026-11-20') - Date.parse('2025-01-01')) / (30.44 * 86_400_000);
    expect(big.n / months).toBeGreaterThan(4);
    const thin = await one<{ n: number; all: number }>(`SELECT count(*) FILTER (WHERE coalesce(s.n, 0) < 3)::int AS n, count(*)::int AS all
      FROM estates e LEFT JOIN (SELECT estate_id, count(*) AS n FROM deals WHERE rental_type = 1 AND deal_date > '2025-11-20' GROUP BY 1) s
      ON s.estate_id = e.id`);
    expect(thin.n / thin.all).toBeLessThan(0.1);
  });

  it('was busiest in the 2021 rush and thinnest in 2023', async () => {
    const years = await db.query<{ y: number; n: number }>(
      'SELECT extract(year FROM deal_date)::int AS y, count(*)::int AS n FROM deals WHERE rental_type = 1 GROUP BY 1 ORDER BY 1');
    expect(years.map((r) => r.y)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    const n = new Map(years.map((r) => [r.y, r.n]));
    expect((n.get(2021) as number) / (n.get(2023) as number)).toBeGreaterThan(1.3);
    expect(n.get(2025) as number).toBeGreaterThan(n.get(2023) as number);
  });

  it('resells flats bought at the 2021 peak at a loss in 2024, and some at a gain', async () => {
    const peak = await one<{ n: number; m: number }>(`SELECT count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY change_pct)::float8 AS m
      FROM deals WHERE previous_date BETWEEN '2021-03-01' AND '2021-12-31' AND deal_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(peak.n).toBeGreaterThan(5);
    expect(peak.m).toBeLessThan(-15);
    const gains = await one<{ n: number }>('SELECT count(*)::int AS n FROM deals WHERE change_pct > 0');
    expect(gains.n).toBeGreaterThan(10);
  });

  it("asks a few percent above the estate's sales of the last twelve months", async () => {
    const r = await one<{ n: number; ratio: number }>(`WITH m AS (SELECT estate_id, count(*) AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY price_per_sqft) AS med FROM deals WHERE rental_type = 1 AND deal_date > '2025-11-20' GROUP BY 1)
      SELECT count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY l.saleable_avg_price / m.med)::float8 AS ratio
      FROM listings l JOIN m ON m.estate_id = l.estate_id WHERE l.rental_type = 1 AND NOT l.is_serviced AND m.n >= 5`);
    expect(r.n).toBeGreaterThan(100);
    expect([r.ratio > 1.01, r.ratio < 1.07]).toEqual([true, true]);
  });
});

describe('history parts', () => {
  it('runs from January five years back to the reference month', () => {
    const months = historyMonths('2026-11-20');
    expect([months[0], months.at(-1), months.length]).toEqual(['2021-01-01', '2026-11-01', 71]);
  });

  it('draws Poisson counts with the asked mean', () => {
    const rng = new Rng(3);
    const draws = Array.from({ length: 4000 }, () => poisson(() => rng.next(), 2.5));
    expect(draws.reduce((s, x) => s + x, 0) / draws.length).toBeCloseTo(2.5, 1);
  });
});
