/**
 * SearchProperty: the filtered, sorted page of listings and its total. Ids of the page are found
 * first (no jsonb work per matching row), then the cards of those ids are read. Pages and totals
 * are cached per normalized request; a total is shared by every page and order of one filter.
 * On 100,000+ listings (docs/search-performance.md): a district's page is an index-only scan in
 * the order's own index (migration 0014) that stops after the window; a deep page continues from
 * the last cached window by keyset; a total comes from listing_counts when the filter allows.
 */
import { PROPERTY_ORDERS, type PropertyFilter, type PropertyListItem, type SearchPropertyBody } from '@portal/shared/contracts';
import { statementName, type Db } from '../../db/index';
import { createCache, stableKey } from './cache';
import { cardsByIds } from './property-cards';
import { countable, countFromAggregate } from './property-count';
import { propertyWhere, priceColumn } from './property-filter';
import { Params, paging, type Lang } from './sql';

/** One key of an order: an SQL expression, its direction, and whether its NULLs come first. */
export interface OrderKey {
  expr: string;
  desc: boolean;
  nullsFirst: boolean;
  /** the column is NOT NULL (a keyset on it can seek in an index) */
  notNull: boolean;
}

/** columns of listings that are NOT NULL (migration 0001) */
const NOT_NULL = new Set(['l.top_type', 'l.rank_score', 'l.published_at', 'l.saleable_area', 'l.id']);

/** The keys of each order id of spec 3.4, ties broken by id so pages never overlap. */
export function orderKeys(order: number | undefined, rentalType: number | undefined): OrderKey[] {
  const key = (expr: string, desc: boolean, nullsFirst = false): OrderKey => ({ expr, desc, nullsFirst, notNull: NOT_NULL.has(expr) });
  const desc = (c: string) => [key(c, true)];
  const asc = (c: string) => [key(c, false)];
  const price = priceColumn(rentalType);
  const O = PROPERTY_ORDERS;
  const byOrder: Partial<Record<number, OrderKey[]>> = {
    [O.publishTimeDesc]: desc('l.published_at'),
    [O.salePrice]: asc('l.sale_price'), [O.salePriceDesc]: desc('l.sale_price'),
    [O.rentPrice]: asc('l.rent_price'), [O.rentPriceDesc]: desc('l.rent_price'),
    [O.buildingAvgPrice]: asc('l.building_avg_price'), [O.buildingAvgPriceDesc]: desc('l.building_avg_price'),
    [O.saleableAvgPrice]: asc('l.saleable_avg_price'), [O.saleableAvgPriceDesc]: desc('l.saleable_avg_price'),
    [O.buildingArea]: asc('l.building_area'), [O.buildingAreaDesc]: desc('l.building_area'),
    [O.saleableArea]: asc('l.saleable_area'), [O.saleableAreaDesc]: desc('l.saleable_area'),
    [O.PublishTimeDesc]: desc('l.published_at'),
    [O.rankDesc]: [...desc('l.rank_score'), ...desc('l.published_at')],
    [O.estateIdAsc]: [...asc('l.estate_id'), ...desc('l.published_at')],
    [O.priceRatio]: [...asc('l.price_reduction_pct'), ...asc(price)],
    [O.priceRatioDesc]: [...desc('l.price_reduction_pct'), ...asc(price)],
  };
  const chosen = order !== undefined ? byOrder[order] : undefined;
  // default: promoted first, then rank, then newest (NOT NULL columns, plain DESC as index 0014 has it)
  const fallback = [key('l.top_type', true, true), key('l.rank_score', true, true), key('l.published_at', true, true)];
  return [...(chosen ?? fallback), key('l.id', false)];
}

const keySql = (k: OrderKey) => `${k.expr} ${k.desc ? 'DESC' : 'ASC'}${k.desc && k.nullsFirst ? '' : ` NULLS ${k.nullsFirst ? 'FIRST' : 'LAST'}`}`;

/** ORDER BY of each order id of spec 3.4 (ties broken by id so pages never overlap). */
export function orderBy(order: number | undefined, rentalType: number | undefined): string {
  return orderKeys(order, rentalType).map((k) => (k.expr === 'l.id' ? k.expr : keySql(k))).join(', ');
}

/**
 * The rows after `last` (the key values of a row, as text, NULL as null) in the order of `keys`:
 * equal on the keys before one and past it on that one, with NULLs where the order puts them.
 * When the first key is NOT NULL, a plain bound on it lets the index seek to the row.
 */
export function keysetAfter(keys: readonly OrderKey[], last: readonly (string | null)[], p: Params): string {
  const ors: string[] = [];
  const eqs: string[] = [];
  keys.forEach((k, i) => {
    const v = last[i] ?? null;
    const value = v === null ? '' : p.add(v);
    let past: string | null;
    if (v === null) past = k.nullsFirst ? `${k.expr} IS NOT NULL` : null;
    else {
      const cmp = `${k.expr} ${k.desc ? '<' : '>'} ${value}`;
      past = k.nullsFirst || k.notNull ? cmp : `(${cmp} OR ${k.expr} IS NULL)`;
    }
    if (past) ors.push([...eqs, past].join(' AND '));
    eqs.push(v === null ? `${k.expr} IS NULL` : `${k.expr} = ${value}`);
  });
  const first = keys[0];
  const v0 = last[0] ?? null;
  const seek = first && first.notNull && v0 !== null ? `${first.expr} ${first.desc ? '<=' : '>='} ${p.add(v0)} AND ` : '';
  return ors.length ? `${seek}(${ors.join(' OR ')})` : 'false';
}

const pageCache = createCache<{ ids: string[]; last: (string | null)[] | null }>(2000);
const countCache = createCache<number>(5000);

/** The filter part of a body (what a total depends on). */
export function filterOf(b: SearchPropertyBody): PropertyFilter {
  const { pageIndex: _i, pageCount: _c, order: _o, popularizePropertyId: _p, ...filter } = b;
  return filter;
}

/** The exact total of a filter: from listing_counts when it can answer (property-count.ts), else counted. */
export async function countListings(db: Db, filter: PropertyFilter): Promise<number> {
  const key = stableKey(filter);
  const hit = countCache.get(key);
  if (hit !== undefined) return hit;
  let n = await countFromAggregate(db, filter);
  if (n === undefined) {
    const p = new Params();
    const where = propertyWhere(filter, p);
    const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM listings l WHERE ${where.join(' AND ')}`, p.values);
    n = Number(row?.n ?? 0);
  }
  countCache.set(key, n);
  return n;
}

/**
 * Ids are read a window of WINDOW_PAGES pages at a time (the sort costs the same for 20 or 100
 * rows), so paging through a result reads the database once per window.
 */
const WINDOW_PAGES = 5;
/** how many windows back a read looks for a cached window to continue from by keyset */
const KEYSET_LOOKBACK = 50;

/**
 * Whether the ids statement of a request runs prepared (PostgreSQL): a filter of the fields that
 * listing_counts answers (kind, district, region, rooms, states, price), whose generic plan reads
 * the order's index as the custom plan does (bench/plans.ts compares them), and whose texts are
 * few (a shape of filter x order x OFFSET or keyset). Other filters (keywords, estates, tags...)
 * keep a plan made for their values.
 */
export const preparedIds = (body: SearchPropertyBody) => !body.popularizePropertyId && countable(filterOf(body));

/**
 * One window of ids: `count` rows from row `start` of the order, and the key values of its last
 * row. With `after` (the last key values of the row just before `start - skip`), the read starts
 * there by keyset and skips only `skip` rows; without it, it skips `start` rows (OFFSET).
 */
export async function readWindow(
  db: Db, body: SearchPropertyBody, count: number, start: number, after?: { last: readonly (string | null)[]; skip: number },
): Promise<{ ids: string[]; last: (string | null)[] | null }> {
  const p = new Params();
  const where = propertyWhere(filterOf(body), p);
  const keys = orderKeys(body.order, body.rentalType);
  if (body.popularizePropertyId) {
    keys.unshift({ expr: `(l.id = ${p.add(body.popularizePropertyId)})`, desc: true, nullsFirst: false, notNull: true });
  }
  if (after) where.push(keysetAfter(keys, after.last, p));
  const offset = after ? after.skip : start;
  const cols = keys.map((k, i) => `(${k.expr})::text AS k${i}`).join(', ');
  const sql = `SELECT l.id, ${cols} FROM listings l WHERE ${where.join(' AND ')}
     ORDER BY ${keys.map(keySql).join(', ')} LIMIT ${p.add(count)}${offset ? ` OFFSET ${p.add(offset)}` : ''}`;
  const rows = await db.query<Record<string, unknown>>(sql, p.values, preparedIds(body) ? { name: statementName(sql) } : undefined);
  const end = rows.at(-1);
  return {
    ids: rows.map((r) => String(r.id)),
    last: end ? keys.map((_k, i) => (end[`k${i}`] === null || end[`k${i}`] === undefined ? null : String(end[`k${i}`]))) : null,
  };
}

export async function searchIds(db: Db, body: SearchPropertyBody, limit: number, offset: number): Promise<string[]> {
  const span = limit * WINDOW_PAGES;
  const start = Math.floor(offset / span) * span;
  const { pageIndex: _page, ...query } = body;
  const base = stableKey({ query, limit });
  const keyOf = (at: number) => `${base}@${at}`;
  let window = pageCache.get(keyOf(start));
  if (!window) {
    // deep pages: continue from the nearest window read before (keyset) instead of skipping every row
    let after: { last: (string | null)[]; skip: number } | undefined;
    for (let back = start - span, n = 0; back >= 0 && n < KEYSET_LOOKBACK && !after; back -= span, n += 1) {
      const prev = pageCache.get(keyOf(back));
      if (prev?.last && prev.ids.length === span) after = { last: prev.last, skip: start - back - span };
      else if (prev) break;
    }
    window = await readWindow(db, body, span, start, after);
    pageCache.set(keyOf(start), window);
  }
  return window.ids.slice(offset - start, offset - start + limit);
}

type SearchPage = { items: PropertyListItem[]; total: number; pageIndex: number; pageCount: number };
const resultCache = createCache<SearchPage>(1000);

export async function searchProperties(db: Db, lang: Lang, body: SearchPropertyBody): Promise<SearchPage> {
  const key = stableKey({ lang, body });
  const cached = resultCache.get(key);
  if (cached) return cached;
  const { pageIndex, pageCount, offset } = paging(body);
  const [total, ids] = await Promise.all([countListings(db, filterOf(body)), searchIds(db, body, pageCount, offset)]);
  const items: PropertyListItem[] = await cardsByIds(db, lang, ids);
  const page = { items, total, pageIndex, pageCount };
  resultCache.set(key, page);
  return page;
}
