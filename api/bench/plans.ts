/**
 * The database side of one uncached search page, without HTTP: for a few district x order x page
 * requests of the searchPropertyVaried cycle, the statements SearchProperty runs (the page's ids,
 * the total) with EXPLAIN ANALYZE, printing each one's plan root, rows read and time
 * (`npx tsx bench/plans.ts` on the benchmark data; BENCH_DATABASE_URL for PostgreSQL).
 * On PostgreSQL it then compares, for each statement that runs prepared (the ids of many filter
 * shapes, orders and deep pages, the cards, the totals), the custom plan with the generic plan
 * (the plan a prepared statement keeps after five runs when it costs no more) and says which one
 * PostgreSQL's default plan_cache_mode chose after six runs.
 */
import type { SearchPropertyBody } from '@portal/shared/contracts';
import pg from 'pg';
import type { Db } from '../src/db/index';
import { ensureBenchData, openBenchDb } from './data';
import { cardsByIds } from '../src/modules/catalog/property-cards';
import { countFromAggregate } from '../src/modules/catalog/property-count';
import { propertyWhere } from '../src/modules/catalog/property-filter';
import { filterOf, orderBy, preparedIds, readWindow } from '../src/modules/catalog/property-search';
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
    if (db.kind === 'postgres' && process.env.BENCH_DATABASE_URL) await genericPlans(db, process.env.BENCH_DATABASE_URL, top?.d ?? '');
  } finally {
    await db.close();
  }
}

type Statement = { label: string; sql: string; values: unknown[]; named: boolean };

/** the statements a call makes through `db`, captured (and still run, so that windows and keysets are real) */
function capturing(db: Db, into: Statement[], label: () => string): Db {
  const keep = (sql: string, values: readonly unknown[] = [], named = false) => into.push({ label: label(), sql, values: [...values], named });
  return {
    ...db,
    query: async (sql, values, opts) => { keep(sql, values, !!opts?.name); return db.query(sql, values, opts); },
    one: async (sql, values, opts) => { keep(sql, values, !!opts?.name); return db.one(sql, values, opts); },
  } as Db;
}

/** a parameter as an SQL literal (EXECUTE takes literals) */
function literal(c: pg.Client, v: unknown): string {
  if (Array.isArray(v)) return c.escapeLiteral(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return c.escapeLiteral(String(v));
}

/** custom against generic plan of every prepared statement of a few searches */
async function genericPlans(db: Db, url: string, district: string) {
  const [small] = await db.query<{ d: string }>(`SELECT district_code AS d FROM listings WHERE rental_type = 2 GROUP BY 1 ORDER BY count(*) LIMIT 1`);
  const [region] = await db.query<{ r: string }>(`SELECT region_code AS r FROM listings GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const statements: Statement[] = [];
  let label = '';
  const spy = capturing(db, statements, () => label);
  const sale = { rentalType: 1, zoneCode: district, roomNumbers: [2, 3], pageCount: 20, maxPriceValue: 2_000_000_001 };
  const bodies: [string, SearchPropertyBody][] = [
    ...[0, 1, 3, 8, 9, 12, 13].map((order) => [`sale, largest district, order ${order}`, { ...sale, order }] as [string, SearchPropertyBody]),
    ['sale, price band 4-6M, order 3', { rentalType: 1, zoneCode: district, priceCode: '4000000-6000000', order: 3, pageCount: 20 } as SearchPropertyBody],
    ['rent, smallest district, order 4', { rentalType: 2, zoneCode: small?.d, order: 4, pageCount: 20 } as SearchPropertyBody],
    ['rent, region only, order 1', { rentalType: 2, regionCode: region?.r, order: 1, pageCount: 20 } as SearchPropertyBody],
    ['sale, all districts, order 0', { rentalType: 1, order: 0, pageCount: 20 } as SearchPropertyBody],
    ['any kind, one district, order 1', { zoneCode: district, order: 1, pageCount: 20 } as SearchPropertyBody],
  ];
  for (const [name, body] of bodies) {
    if (!preparedIds(body)) continue;
    label = `${name}: ids, first window`;
    const first = await readWindow(spy, body, 100, 0);
    label = `${name}: ids, window at row 300 by OFFSET`;
    await readWindow(spy, body, 100, 300);
    if (first.last) {
      label = `${name}: ids, window at row 100 by keyset`;
      await readWindow(spy, body, 100, 100, { last: first.last, skip: 0 });
    }
    label = `${name}: total`;
    await countFromAggregate(spy, filterOf(body));
    label = `${name}: cards`;
    await cardsByIds(spy, 'en-us', first.ids.slice(0, 20));
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plan = async (name: string, args: string) => {
    const rows = (await client.query<Record<string, string>>(`EXPLAIN (ANALYZE) EXECUTE ${name}${args}`)).rows.map((r) => Object.values(r)[0] ?? '');
    const nodes = rows.filter((l) => /^\s*(->\s*)?[A-Z][A-Za-z ]+(Scan|Join|Sort|Limit|Aggregate|Loop|Result)/.test(l))
      .map((l) => l.trim().replace(/^->\s*/, '').replace(/\s*\(.*$/, '')).join(' > ');
    const ms = (re: RegExp) => Number(rows.find((l) => re.test(l))?.replace(/[^\d.]/g, '') ?? NaN);
    return { nodes, planning: ms(/Planning Time/), execution: ms(/Execution Time/), generic: rows.some((l) => /\$\d/.test(l)) };
  };
  try {
    let i = 0;
    let worse = 0;
    console.log('[plans] prepared statements: custom plan against generic plan (EXPLAIN ANALYZE EXECUTE; planning and execution ms)');
    for (const st of statements.filter((x) => x.named)) {
      const name = `cmp_${(i += 1)}`;
      await client.query(`PREPARE ${name} AS ${st.sql}`);
      const args = st.values.length ? `(${st.values.map((v) => literal(client, v)).join(', ')})` : '';
      await client.query('SET plan_cache_mode = force_custom_plan');
      await plan(name, args);
      const custom = await plan(name, args);
      await client.query('SET plan_cache_mode = force_generic_plan');
      await plan(name, args);
      const generic = await plan(name, args);
      await client.query('SET plan_cache_mode = auto');
      await client.query(`DEALLOCATE ${name}`);
      await client.query(`PREPARE ${name} AS ${st.sql}`);
      for (let n = 0; n < 6; n++) await client.query(`EXECUTE ${name}${args}`);
      const auto = await plan(name, args);
      await client.query(`DEALLOCATE ${name}`);
      const same = custom.nodes === generic.nodes;
      if (!same && generic.execution > custom.execution * 1.5 + 0.05) worse += 1;
      console.log(`[plans] ${st.label}\n          custom:  ${custom.planning} + ${custom.execution} ms  ${custom.nodes}\n          generic: ${generic.planning} + ${generic.execution} ms  ${same ? '(same plan)' : generic.nodes}\n          default mode after six runs: ${auto.generic ? 'generic' : 'custom'} (${auto.planning} + ${auto.execution} ms)`);
    }
    console.log(`[plans] generic plans slower than the custom plan (a different plan, 1.5 x its time): ${worse}`);
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error('[plans] failed', err);
  process.exit(1);
});
