/**
 * The hot statements of SearchProperty run as named prepared statements on PostgreSQL (the ids of
 * a window, the cards, the totals from listing_counts): the statements are prepared on the
 * connection under the name of their text, PostgreSQL moves them to its generic plan after five
 * runs, and every answer (custom plan, generic plan) is the rows of the same statement run
 * unprepared. On PGlite the name is ignored and the answers are the same.
 */
import type { SearchPropertyBody } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { statementName, type Db, type QueryOptions } from '../../db/index';
import { invalidateCatalogCaches } from './cache';
import { cardsByIds } from './property-cards';
import { countFromAggregate } from './property-count';
import { filterOf, preparedIds, readWindow } from './property-search';
import { SEED } from './test-support';

let env: TestEnv;
let district: string;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  const top = await env.db.query<{ d: string }>(
    `SELECT district_code AS d FROM listings WHERE status IN (4, 8) AND rental_type = 1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  district = String(top[0]?.d);
});
afterAll(() => env.close());

type Statement = { sql: string; values: unknown[]; name?: string };

/** the rows of a statement, in their order when it has one (the ids), else sorted (the cards, by id) */
const rowsOf = (st: Statement, rows: unknown[]) =>
  /ORDER BY/.test(st.sql) ? rows : rows.map((r) => JSON.stringify(r)).sort();

/** `db` recording each statement it runs and the name it ran under */
function recording(db: Db, into: Statement[]): Db {
  const keep = (sql: string, values: readonly unknown[] = [], opts?: QueryOptions) => into.push({ sql, values: [...values], name: opts?.name });
  return {
    ...db,
    query: async (sql, values, opts) => { keep(sql, values, opts); return db.query(sql, values, opts); },
    one: async (sql, values, opts) => { keep(sql, values, opts); return db.one(sql, values, opts); },
  } as Db;
}

/** the statements of one uncached search page (a window of ids, its cards, its total) */
async function searchStatements(db: Db, body: SearchPropertyBody): Promise<Statement[]> {
  const into: Statement[] = [];
  const spy = recording(db, into);
  invalidateCatalogCaches();
  const first = await readWindow(spy, body, 40, 0);
  if (first.last) await readWindow(spy, body, 40, 40, { last: first.last, skip: 0 });
  await readWindow(spy, body, 40, 80);
  await cardsByIds(spy, 'en-us', first.ids.slice(0, 20));
  await countFromAggregate(spy, filterOf(body));
  return into;
}

const BODIES = (): [string, SearchPropertyBody][] => [
  ['sale, one district, rooms, price ceiling, default order', { rentalType: 1, zoneCode: district, roomNumbers: [2, 3], maxPriceValue: 2_000_000_001 } as SearchPropertyBody],
  ['sale, one district, price high to low', { rentalType: 1, zoneCode: district, order: 3 } as SearchPropertyBody],
  ['sale, one district, a price band cut by a range, saleable area', { rentalType: 1, zoneCode: district, minPriceValue: 4_500_000, order: 12 } as SearchPropertyBody],
  ['rent, every district, rent low to high', { rentalType: 2, order: 4 } as SearchPropertyBody],
];

describe('prepared search statements', () => {
  test.each(BODIES())('%s: named, and answering as unnamed', async (_label, body) => {
    expect(preparedIds(body)).toBe(true);
    const statements = await searchStatements(env.db, body);
    // every statement of the page ran under the name of its own text
    expect(statements.length).toBeGreaterThanOrEqual(4);
    for (const st of statements.filter((s) => !/listing_price_bands/.test(s.sql))) expect(st.name).toBe(statementName(st.sql));
    for (const st of statements) {
      const unnamed = await env.db.query(st.sql, st.values);
      expect(unnamed.length).toBeGreaterThan(0);
      // eight runs: past the five custom plans, PostgreSQL may keep its generic plan; each answers the same rows
      for (let i = 0; i < 8; i++) expect(rowsOf(st, await env.db.query(st.sql, st.values, { name: st.name }))).toEqual(rowsOf(st, unnamed));
    }
  });

  test('a filter that is not prepared (keywords, a promoted listing) runs unnamed', async () => {
    expect(preparedIds({ rentalType: 1, keywords: 'tai' } as SearchPropertyBody)).toBe(false);
    expect(preparedIds({ rentalType: 1, zoneCode: district, popularizePropertyId: 'S1' } as SearchPropertyBody)).toBe(false);
    const into: Statement[] = [];
    await readWindow(recording(env.db, into), { rentalType: 1, keywords: 'tai' } as SearchPropertyBody, 20, 0);
    expect(into.map((s) => s.name)).toEqual([undefined]);
  });

  test('statement names are stable and distinct per text', () => {
    expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'));
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
    expect(statementName('SELECT 1').length).toBeLessThan(64);
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;
  onPostgres('PostgreSQL: the connection holds the statements prepared, and moves to generic plans with the same rows', async () => {
    const body = BODIES()[1]![1];
    // one connection (a transaction holds it), so that its pg_prepared_statements are the ones it ran
    await env.db.tx(async (t) => {
      const statements = await searchStatements(t, body);
      const named = statements.filter((s) => s.name);
      const unnamed = new Map<Statement, unknown>();
      for (const st of named) {
        unnamed.set(st, rowsOf(st, await t.query(st.sql, st.values)));
        for (let i = 0; i < 8; i++) expect(rowsOf(st, await t.query(st.sql, st.values, { name: st.name }))).toEqual(unnamed.get(st));
      }
      // and the generic plan of each (PostgreSQL's default moves to it after five runs when it costs
      // no more; forced here, whatever the costs of the test data) answers the same rows
      await t.query('SET LOCAL plan_cache_mode = force_generic_plan');
      for (const st of named) expect(rowsOf(st, await t.query(st.sql, st.values, { name: st.name }))).toEqual(unnamed.get(st));
      const held = await t.query<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
        'SELECT name, statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements',
      );
      const byName = new Map(held.map((h) => [h.name, h]));
      for (const st of named) {
        const h = byName.get(st.name!);
        expect(h?.statement).toBe(st.sql);
        // prepared once on this connection and run ten times: parsed once, at most five custom plans
        expect(Number(h?.generic_plans) + Number(h?.custom_plans)).toBeGreaterThanOrEqual(10);
        expect(Number(h?.generic_plans)).toBeGreaterThan(0);
      }
      expect(named.some((s) => /ORDER BY/.test(s.sql))).toBe(true);
      expect(named.some((s) => /JOIN regions rg/.test(s.sql))).toBe(true);
    });
  });
});
