/** Recommendation and "top" calls of spec 7.3: each is one query for ids, then the cards. */
import type { PropertyFilter, PropertyListItem } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { createCache, stableKey } from './cache';
import { cardsByIds } from './property-cards';
import { propertyWhere } from './property-filter';
import { VISIBLE_STATUSES } from './labels';
import { Params, tr, type Lang } from './sql';

const VISIBLE = `l.status IN (${VISIBLE_STATUSES.join(',')})`;

/** id lists of recommendation queries, cached by their SQL and parameters for the TTL */
const idLists = createCache<string[]>(5000);

async function ids(db: Db, sql: string, params: unknown[]): Promise<string[]> {
  const key = stableKey([sql, params]);
  const hit = idLists.get(key);
  if (hit) return hit;
  const out = (await db.query<{ id: string }>(sql, params)).map((r) => String(r.id));
  idLists.set(key, out);
  return out;
}

async function anchor(db: Db, id: string) {
  const a = await db.one<{
    estate_id: number | null; district_code: string; rental_type: number; price: number; room_number: number;
    saleable_avg_price: number | null; lat: number; lng: number;
  }>(
    `SELECT estate_id, district_code, rental_type, coalesce(sale_price, rent_price) AS price, room_number, saleable_avg_price, lat, lng
     FROM listings WHERE id = $1`,
    [id],
  );
  if (!a) throw notFound('query.propertyId');
  return a;
}

/** Same estate first, then the district; closest price first. */
export async function recommended(db: Db, lang: Lang, id: string, count: number): Promise<PropertyListItem[]> {
  const a = await anchor(db, id);
  return cardsByIds(db, lang, await ids(db,
    `SELECT l.id FROM listings l
     WHERE ${VISIBLE} AND l.id <> $1 AND l.rental_type = $2 AND (l.estate_id = $3 OR l.district_code = $4)
     ORDER BY (l.estate_id IS NOT DISTINCT FROM $3) DESC, abs(coalesce(l.sale_price, l.rent_price) - $5::bigint), l.id
     LIMIT $6`,
    [id, a.rental_type, a.estate_id, a.district_code, Number(a.price), count],
  ));
}

/** Same room count nearby (about 3 km), closest price per square foot first. */
export async function recommendedV2(db: Db, lang: Lang, id: string, count: number): Promise<PropertyListItem[]> {
  const a = await anchor(db, id);
  return cardsByIds(db, lang, await ids(db,
    `SELECT l.id FROM listings l
     WHERE ${VISIBLE} AND l.id <> $1 AND l.rental_type = $2 AND l.room_number = $3
       AND l.lat BETWEEN $4::float8 - 0.03 AND $4::float8 + 0.03 AND l.lng BETWEEN $5::float8 - 0.03 AND $5::float8 + 0.03
     ORDER BY abs(coalesce(l.saleable_avg_price, 0) - $6::int), l.id
     LIMIT $7`,
    [id, a.rental_type, a.room_number, a.lat, a.lng, a.saleable_avg_price ?? 0, count],
  ));
}

/** Listings matching a filter in a given order (recommendation lists). */
async function filtered(db: Db, lang: Lang, f: PropertyFilter, order: string, count: number, extra: (p: Params) => string[] = () => []) {
  const p = new Params();
  const where = [...propertyWhere(f, p), ...extra(p)];
  return cardsByIds(db, lang, await ids(db,
    `SELECT l.id FROM listings l WHERE ${where.join(' AND ')} ORDER BY ${order}, l.id LIMIT ${p.add(count)}`, p.values));
}

export const topProperties = (db: Db, lang: Lang, f: PropertyFilter, count: number) =>
  filtered(db, lang, { ...f, topTypes: [3] }, 'l.rank_score DESC, l.published_at DESC', count);

/** An empty search: keep the kind and the place (estate, else district, else region), drop the rest. */
export function relaxFilter(f: PropertyFilter): PropertyFilter {
  const place = f.estateIds?.length || f.estateMainIds?.length
    ? { estateIds: f.estateIds, estateMainIds: f.estateMainIds }
    : f.zoneCode ? { zoneCode: f.zoneCode } : f.regionCode ? { regionCode: f.regionCode } : {};
  return { rentalType: f.rentalType, isServiced: f.isServiced, ...place };
}

export async function noDataRecommend(db: Db, lang: Lang, f: PropertyFilter, count: number) {
  const relaxed = await filtered(db, lang, relaxFilter(f), 'l.rank_score DESC, l.published_at DESC', count);
  if (relaxed.length > 0) return relaxed;
  return filtered(db, lang, { rentalType: f.rentalType }, 'l.rank_score DESC, l.published_at DESC', count);
}

/** Alongside results: well ranked listings of the same kind and district that the filter left out. */
export async function alongsideRecommend(db: Db, lang: Lang, f: PropertyFilter, count: number) {
  const p = new Params();
  const inner = propertyWhere(f, p);
  const outer = propertyWhere(relaxFilter(f), p);
  return cardsByIds(db, lang, await ids(db,
    `SELECT l.id FROM listings l WHERE ${outer.join(' AND ')} AND NOT (${inner.join(' AND ')})
     ORDER BY l.top_type DESC, l.rank_score DESC, l.id LIMIT ${p.add(count)}`, p.values));
}

export const estateRecommend = (db: Db, lang: Lang, estateId: number, rentalType: number | undefined, count: number, exclude?: string) =>
  filtered(db, lang, { estateIds: [estateId], rentalType }, 'l.top_type DESC, l.rank_score DESC, l.published_at DESC', count,
    (p) => (exclude ? [`l.id <> ${p.add(exclude)}`] : []));

export const latest = (db: Db, lang: Lang, rentalType: number, count: number) =>
  filtered(db, lang, { rentalType }, 'l.published_at DESC', count);

export async function byNewEstate(db: Db, lang: Lang, newEstateId: number, count: number) {
  const n = await db.one<{ district_code: string; lat: number; lng: number }>(
    'SELECT district_code, lat, lng FROM new_estates WHERE id = $1', [newEstateId]);
  if (!n) throw notFound('query.newEsateId');
  return cardsByIds(db, lang, await ids(db,
    `SELECT l.id FROM listings l WHERE ${VISIBLE} AND l.rental_type = 1 AND l.district_code = $1
     ORDER BY (l.lat - $2::float8) ^ 2 + (l.lng - $3::float8) ^ 2, l.id LIMIT $4`,
    [n.district_code, n.lat, n.lng, count]));
}

/** Estates with the most listings matching the filter. */
type TopEstate = { estateID: number; estateNameWithCulture: string; gscopeNameWithCulture: string; propertyCount: number; minPrice: number | null; avgSaleableAvgPrice: number | null };
const topEstateLists = createCache<TopEstate[]>(1000);

export async function topEstates(db: Db, lang: Lang, f: PropertyFilter, count: number): Promise<TopEstate[]> {
  const key = stableKey({ lang, f, count });
  const hit = topEstateLists.get(key);
  if (hit) return hit;
  const out = await findTopEstates(db, lang, f, count);
  topEstateLists.set(key, out);
  return out;
}

async function findTopEstates(db: Db, lang: Lang, f: PropertyFilter, count: number): Promise<TopEstate[]> {
  const p = new Params();
  p.add(lang);
  const where = propertyWhere(f, p);
  const rows = await db.query(
    `WITH m AS (
       SELECT l.estate_id, count(*)::int AS n, min(coalesce(l.sale_price, l.rent_price)) AS min_price,
              round(avg(l.saleable_avg_price))::int AS avg_price
       FROM listings l WHERE ${where.join(' AND ')} AND l.estate_id IS NOT NULL
       GROUP BY l.estate_id ORDER BY n DESC, l.estate_id LIMIT ${p.add(count)})
     SELECT m.*, ${tr('e.name')} AS name, ${tr('d.name')} AS district FROM m
     JOIN estates e ON e.id = m.estate_id JOIN regions d ON d.code = e.district_code ORDER BY m.n DESC, m.estate_id`,
    p.values,
  );
  return rows.map((r) => ({
    estateID: Number(r.estate_id), estateNameWithCulture: String(r.name), gscopeNameWithCulture: String(r.district),
    propertyCount: Number(r.n), minPrice: r.min_price === null ? null : Number(r.min_price),
    avgSaleableAvgPrice: r.avg_price === null ? null : Number(r.avg_price),
  }));
}
