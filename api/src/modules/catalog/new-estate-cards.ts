/** New development cards and the list search. */
import type { Db, Row } from '../../db/index';
import { createCache, stableKey } from './cache';
import { SALES_STATUS, label } from './labels';
import { day, int, ints, likeEscape, mediaUrl, num, Params, paging, parseRange, str, tr, type Lang } from './sql';

export const NE_COLUMNS = `n.id, ${tr('n.name')} AS name, n.developer_id, ${tr('dv.short_name')} AS developer_name, n.region_code,
  n.district_code, ${tr('ds.name')} AS district_name, ${tr('n.address')} AS address, n.lat, n.lng, n.sales_status, n.estate_status,
  n.min_price, n.max_price, n.min_saleable_area, n.max_saleable_area, ${day('n.expected_handover')} AS handover,
  ${day('n.sales_start_date')} AS sales_start, n.tower_count, n.flat_count, n.photos[1] AS cover, n.features, n.multimedia, n.hot_score`;
export const NE_JOINS = `JOIN regions ds ON ds.code = n.district_code LEFT JOIN developers dv ON dv.id = n.developer_id`;

export const toNewEstateCard = (r: Row, lang: Lang) => ({
  estateId: int(r.id), nameWithCulture: String(r.name), developerID: num(r.developer_id), developerNameWithCulture: str(r.developer_name),
  regionCode: String(r.region_code), gscopeCode: String(r.district_code), gscopeNameWithCulture: String(r.district_name),
  addressWithCulture: String(r.address), lat: Number(r.lat), lng: Number(r.lng), salesStatus: int(r.sales_status),
  salesStatusWithCulture: label(SALES_STATUS, int(r.sales_status), lang), estateStatus: int(r.estate_status),
  minPrice: num(r.min_price), maxPrice: num(r.max_price), minSaleableArea: num(r.min_saleable_area), maxSaleableArea: num(r.max_saleable_area),
  expectedHandover: str(r.handover), salesStartDate: str(r.sales_start), towerCount: int(r.tower_count), flatCount: int(r.flat_count),
  coverImage: mediaUrl(str(r.cover)), features: ints(r.features), multimedia: ints(r.multimedia), hotScore: int(r.hot_score),
});

export interface NewEstateSearch {
  pageIndex?: number; pageCount?: number; order?: string; keywords?: string; regionCode?: string; zoneCode?: string; gscopeCode?: string;
  estateStatuses?: number[]; saleStatuses?: number[]; newFeature?: number[]; multimedia?: number[]; intakeTime?: string[];
  priceCode?: string; minPrice?: number; maxPrice?: number; minSaleableArea?: number; maxSaleableArea?: number; developers?: number[];
}

const ORDERS: Record<string, string> = {
  Default: '(n.sales_status = 2) DESC, n.hot_score DESC', HotDesc: 'n.hot_score DESC', PriceAsc: 'n.min_price ASC NULLS LAST',
  PriceDesc: 'n.min_price DESC NULLS LAST', SalesStartDesc: 'n.sales_start_date DESC NULLS LAST', HandoverAsc: 'n.expected_handover ASC NULLS LAST',
};

function where(b: NewEstateSearch, p: Params): string {
  const w = ['true'];
  if (b.keywords) w.push(`n.search_key LIKE ${p.add(`%${likeEscape(b.keywords.toLowerCase().replace(/\s+/g, ''))}%`)}`);
  if (b.regionCode) w.push(`n.region_code = ${p.add(b.regionCode)}`);
  if (b.zoneCode) w.push(`n.district_code = ${p.add(b.zoneCode)}`);
  if (b.gscopeCode) w.push(`n.area_code = ${p.add(b.gscopeCode)}`);
  if (b.estateStatuses?.length) w.push(`n.estate_status = ANY(${p.add(b.estateStatuses)}::int[])`);
  if (b.saleStatuses?.length) w.push(`n.sales_status = ANY(${p.add(b.saleStatuses)}::int[])`);
  if (b.newFeature?.length) w.push(`n.features @> ${p.add(b.newFeature)}::int[]`);
  if (b.multimedia?.length) w.push(`n.multimedia @> ${p.add(b.multimedia)}::int[]`);
  if (b.intakeTime?.length) {
    const years = b.intakeTime.map((code) => parseRange(code, 'body.intakeTime'));
    w.push(`(${years.map(([lo, hi]) => `extract(year FROM n.sales_start_date) BETWEEN ${p.num(lo)} AND ${p.num(hi)}`).join(' OR ')})`);
  }
  if (b.priceCode) {
    // a development is in a band when its price range overlaps it
    const [lo, hi] = parseRange(b.priceCode, 'body.priceCode');
    w.push(`n.min_price < ${p.num(hi)} AND n.max_price >= ${p.num(lo)}`);
  }
  if (b.minPrice !== undefined) w.push(`n.max_price >= ${p.num(b.minPrice)}`);
  if (b.maxPrice !== undefined) w.push(`n.min_price <= ${p.num(b.maxPrice)}`);
  if (b.minSaleableArea !== undefined) w.push(`n.max_saleable_area >= ${p.num(b.minSaleableArea)}`);
  if (b.maxSaleableArea !== undefined) w.push(`n.min_saleable_area <= ${p.num(b.maxSaleableArea)}`);
  if (b.developers?.length) w.push(`n.developer_id = ANY(${p.add(b.developers)}::int[])`);
  return w.join(' AND ');
}

const cache = createCache<unknown>(300);

export async function searchNewEstates(db: Db, lang: Lang, b: NewEstateSearch) {
  const key = stableKey({ lang, b });
  const hit = cache.get(key);
  if (hit) return hit as Awaited<ReturnType<typeof run>>;
  const out = await run();
  cache.set(key, out);
  return out;
  async function run() {
    const { pageIndex, pageCount, offset } = paging(b);
    const pc = new Params();
    const countWhere = where(b, pc);
    const p = new Params();
    p.add(lang);
    const w = where(b, p);
    const [count, rows] = await Promise.all([
      db.one<{ n: number }>(`SELECT count(*)::int AS n FROM new_estates n WHERE ${countWhere}`, pc.values),
      db.query(`SELECT ${NE_COLUMNS} FROM new_estates n ${NE_JOINS} WHERE ${w}
        ORDER BY ${(b.order && ORDERS[b.order]) || ORDERS.Default}, n.id LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`, p.values),
    ]);
    return { items: rows.map((r) => toNewEstateCard(r, lang)), total: int(count?.n), pageIndex, pageCount };
  }
}

export async function hotNewEstates(db: Db, lang: Lang, count: number) {
  const rows = await db.query(`SELECT ${NE_COLUMNS} FROM new_estates n ${NE_JOINS} ORDER BY n.hot_score DESC, n.id LIMIT $2`, [lang, count]);
  return rows.map((r) => toNewEstateCard(r, lang));
}

export async function recommendNewEstates(db: Db, lang: Lang, id: number, count: number) {
  const rows = await db.query(
    `SELECT ${NE_COLUMNS} FROM new_estates n ${NE_JOINS}, new_estates me WHERE me.id = $2 AND n.id <> me.id
       AND (n.district_code = me.district_code OR n.region_code = me.region_code)
     ORDER BY (n.district_code = me.district_code) DESC, (n.sales_status = 2) DESC, n.hot_score DESC, n.id LIMIT $3`,
    [lang, id, count],
  );
  return rows.map((r) => toNewEstateCard(r, lang));
}
