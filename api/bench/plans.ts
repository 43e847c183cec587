/**
 * The database side of one uncached search page, without HTTP: for a few district x order x page
 * requests of the searchPropertyVaried cycle, the statements SearchProperty runs (the page's ids,
 * the total) with EXPLAIN ANALYZE, printing each one's plan root, rows read and time
 * (`npx tsx bench/plans.ts` on the benchmark data; BENCH_DATABASE_URL for PostgreSQL).
 */
import type { SearchPropertyBody } from '@portal/shared/contracts';
import { ensureBenchData, openBenchDb } from './data';
import { countFromAggregate } from '../src/modules/catalog/property-count';
import { propertyWhere } from '../src/modules/catalog/property-filter';
import { filterOf, orderBy } from '../src/modules/catalog/property-search';
import { Params } from '../src/modules/catalog/sql';

async function main() {
  const db = await openBenchDb(await ensureBenchData());
  try {
    const [top] = await db.query<{ d: string }>(`SELECT district_code AS d FROM listings WHERE rental_type = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const explain = async (label: string, sql: string, values: unknown[]) => {
      // warm once, then measure
      await db.query(`EXPLAIN ANALYZE ${sql}`, values);
      const lines = (await db.query<Record<string, string>>(`EXPLAIN ANALYZE ${sql}`, values)).map((r) => Object.values(r)[0] ?? '');
      const scan = lines.find((l) => /Scan/.test(l))?.trim().replace(/\s+\(cost=[^)]*\)/, '') ?? '';
      const time = lines.filter((l) => /Planning Time|Execution Time/.test(l)).map((l) => l.trim()).join(', ');
      console.log(`[plans] ${label}\n          ${scan}\n          ${time}`);
    };
    for (const [order, page] of [[0, 1], [3, 1], [3, 16], [8, 6], [12, 20]] as const) {
      const body = { rentalType: 1, zoneCode: top?.d, roomNumbers: [2, 3], order, pageIndex: page, pageCount: 20, maxPriceValue: 2_000_000_001 } as SearchPropertyBody;
      const p = new Params();
      const where = propertyWhere(filterOf(body), p).join(' AND ');
      const start = Math.floor(((page - 1) * 20) / 100) * 100;
      await explain(`ids, order ${order}, page ${page} (window at row ${start}, by OFFSET)`,
        `SELECT l.id FROM listings l WHERE ${where} ORDER BY ${orderBy(order, 1)} LIMIT 100 OFFSET ${start}`, p.values);
    }
    const f = filterOf({ rentalType: 1, zoneCode: top?.d, roomNumbers: [2, 3], maxPriceValue: 2_000_000_001 } as SearchPropertyBody);
    const p = new Params();
    await explain('total by counting the listings', `SELECT count(*) FROM listings l WHERE ${propertyWhere(f, p).join(' AND ')}`, p.values);
    const hasCounts = await db.one<{ t: string | null }>(`SELECT to_regclass('listing_counts')::text AS t`);
    if (hasCounts?.t) {
      const call = (i: number) => countFromAggregate(db, { ...f, maxPriceValue: 2_000_000_001 + i });
      for (let i = 0; i < 20; i++) await call(i);
      const started = performance.now();
      for (let i = 0; i < 100; i++) await call(i);
      console.log(`[plans] total from listing_counts: ${((performance.now() - started) / 100).toFixed(2)} ms a call (planning and round trip included)`);
      const p2 = new Params();
      const counting = `SELECT count(*) FROM listings l WHERE ${propertyWhere(f, p2).join(' AND ')}`;
      const again = performance.now();
      for (let i = 0; i < 100; i++) await db.query(counting, p2.values);
      console.log(`[plans] total by counting the listings: ${((performance.now() - again) / 100).toFixed(2)} ms a call (the same way)`);
    }
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error('[plans] failed', err);
  process.exit(1);
});
