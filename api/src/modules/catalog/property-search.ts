/**
 * SearchProperty: the filtered, sorted page of listings and its total. Ids of the page are found
 * first (no jsonb work per matching row), then the cards of those ids are read. Pages and totals
 * are cached per normalized request; a total is shared by every page and order of one filter.
 */
import { PROPERTY_ORDERS, type PropertyFilter, type PropertyListItem, type SearchPropertyBody } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { createCache, stableKey } from './cache';
import { cardsByIds } from './property-cards';
import { propertyWhere, priceColumn } from './property-filter';
import { Params, paging, type Lang } from './sql';

/** ORDER BY of each order id of spec 3.4 (ties broken by id so pages never overlap). */
export function orderBy(order: number | undefined, rentalType: number | undefined): string {
  const desc = (c: string) => `${c} DESC NULLS LAST`;
  const asc = (c: string) => `${c} ASC NULLS LAST`;
  const price = priceColumn(rentalType);
  const O = PROPERTY_ORDERS;
  const byOrder: Partial<Record<number, string>> = {
    [O.publishTimeDesc]: desc('l.published_at'),
    [O.salePrice]: asc('l.sale_price'), [O.salePriceDesc]: desc('l.sale_price'),
    [O.rentPrice]: asc('l.rent_price'), [O.rentPriceDesc]: desc('l.rent_price'),
    [O.buildingAvgPrice]: asc('l.building_avg_price'), [O.buildingAvgPriceDesc]: desc('l.building_avg_price'),
    [O.saleableAvgPrice]: asc('l.saleable_avg_price'), [O.saleableAvgPriceDesc]: desc('l.saleable_avg_price'),
    [O.buildingArea]: asc('l.building_area'), [O.buildingAreaDesc]: desc('l.building_area'),
    [O.saleableArea]: asc('l.saleable_area'), [O.saleableAreaDesc]: desc('l.saleable_area'),
    [O.PublishTimeDesc]: desc('l.published_at'),
    [O.rankDesc]: `${desc('l.rank_score')}, ${desc('l.published_at')}`,
    [O.estateIdAsc]: `${asc('l.estate_id')}, ${desc('l.published_at')}`,
    [O.priceRatio]: `${asc('l.price_reduction_pct')}, ${asc(price)}`,
    [O.priceRatioDesc]: `${desc('l.price_reduction_pct')}, ${asc(price)}`,
  };
  const chosen = order !== undefined ? byOrder[order] : undefined;
  // default: promoted first, then rank, then newest
  return `${chosen ?? `l.top_type DESC, l.rank_score DESC, l.published_at DESC`}, l.id`;
}

const pageCache = createCache<{ ids: string[] }>(2000);
const countCache = createCache<number>(5000);

/** The filter part of a body (what a total depends on). */
export function filterOf(b: SearchPropertyBody): PropertyFilter {
  const { pageIndex: _i, pageCount: _c, order: _o, popularizePropertyId: _p, ...filter } = b;
  return filter;
}

export async function countListings(db: Db, filter: PropertyFilter): Promise<number> {
  const key = stableKey(filter);
  const hit = countCache.get(key);
  if (hit !== undefined) return hit;
  const p = new Params();
  const where = propertyWhere(filter, p);
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM listings l WHERE ${where.join(' AND ')}`, p.values);
  const n = Number(row?.n ?? 0);
  countCache.set(key, n);
  return n;
}

/**
 * Ids are read a window of WINDOW_PAGES pages at a time (the sort costs the same for 20 or 100
 * rows), so paging through a result reads the database once per window.
 */
const WINDOW_PAGES = 5;

export async function searchIds(db: Db, body: SearchPropertyBody, limit: number, offset: number): Promise<string[]> {
  const span = limit * WINDOW_PAGES;
  const start = Math.floor(offset / span) * span;
  const { pageIndex: _page, ...query } = body;
  const key = stableKey({ query, limit, start });
  let ids = pageCache.get(key)?.ids;
  if (!ids) {
    const p = new Params();
    const where = propertyWhere(filterOf(body), p);
    const first = body.popularizePropertyId ? `(l.id = ${p.add(body.popularizePropertyId)}) DESC, ` : '';
    const rows = await db.query<{ id: string }>(
      `SELECT l.id FROM listings l WHERE ${where.join(' AND ')}
       ORDER BY ${first}${orderBy(body.order, body.rentalType)} LIMIT ${p.add(span)} OFFSET ${p.add(start)}`,
      p.values,
    );
    ids = rows.map((r) => String(r.id));
    pageCache.set(key, { ids });
  }
  return ids.slice(offset - start, offset - start + limit);
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
