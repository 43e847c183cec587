/** Deals (spec 7.5) and the deal ranking. */
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { day, int, likeEscape, num, Params, paging, str, tr, type Lang } from './sql';

const DEAL_COLUMNS = `d.id, d.estate_id, ${tr('e.name')} AS estate_name, ${tr('ds.name')} AS district_name, d.building_id,
  ${tr('b.name')} AS building_name, d.floor, d.flat, d.rental_type, ${day('d.deal_date')} AS deal_date, d.price, d.building_area,
  d.saleable_area, d.price_per_sqft, d.previous_price, ${day('d.previous_date')} AS previous_date, d.change_pct, d.room_number, d.source`;
const DEAL_JOINS = `JOIN estates e ON e.id = d.estate_id JOIN regions ds ON ds.code = e.district_code
  LEFT JOIN estate_buildings b ON b.id = d.building_id`;

const toDeal = (r: Row) => ({
  dealID: int(r.id), estateID: int(r.estate_id), estateNameWithCulture: String(r.estate_name), gscopeNameWithCulture: String(r.district_name),
  buildingID: num(r.building_id), buildingNameWithCulture: str(r.building_name), floor: num(r.floor), flat: str(r.flat),
  rentalType: int(r.rental_type), dealDate: String(r.deal_date), price: Number(r.price), buildingArea: num(r.building_area),
  saleableArea: int(r.saleable_area), pricePerSqft: int(r.price_per_sqft), previousPrice: num(r.previous_price),
  previousDate: str(r.previous_date), changePct: num(r.change_pct), roomNumber: num(r.room_number), source: String(r.source),
});

export async function dealPage(db: Db, lang: Lang, where: (p: Params) => string[], order: string, b: { pageIndex?: number; pageCount?: number }) {
  const { pageIndex, pageCount, offset } = paging(b);
  const pc = new Params();
  const countWhere = where(pc);
  const p = new Params();
  p.add(lang);
  const w = where(p);
  // the estate is joined to filter only when a condition reads it (every deal has one), and the
  // names are joined for the page's rows only, not for every deal that matches (an estate's
  // deals on a listing page: 8 rows named instead of all the estate's)
  const from = w.some((c) => /\be\./.test(c)) ? 'deals d JOIN estates e ON e.id = d.estate_id' : 'deals d';
  const [count, rows] = await Promise.all([
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${countWhere.join(' AND ')}`, pc.values),
    db.query(`SELECT ${DEAL_COLUMNS} FROM (SELECT d.* FROM ${from} WHERE ${w.join(' AND ')} ORDER BY ${order}, d.id DESC
      LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}) d ${DEAL_JOINS} ORDER BY ${order}, d.id DESC`, p.values),
  ]);
  return { items: rows.map(toDeal), total: Number(count?.n ?? 0), pageIndex, pageCount };
}

/** deals since `months` before the newest deal (the data's own "now") */
const since = (p: Params, months: number) =>
  `d.deal_date > (SELECT max(deal_date) FROM deals) - make_interval(months => ${p.add(months)}::int)`;

export async function dealsForProperty(db: Db, lang: Lang, b: { propertyId: string; pageIndex?: number; pageCount?: number }) {
  const l = await db.one<{ estate_id: number | null; rental_type: number }>('SELECT estate_id, rental_type FROM listings WHERE id = $1', [b.propertyId]);
  if (!l) throw notFound('body.propertyId');
  if (l.estate_id === null) return { items: [], total: 0, pageIndex: b.pageIndex ?? 1, pageCount: b.pageCount ?? 20 };
  return dealPage(db, lang, (p) => [`d.estate_id = ${p.add(l.estate_id)}`, `d.rental_type = ${p.add(l.rental_type)}`], 'd.deal_date DESC', b);
}

export async function estateDeals(db: Db, lang: Lang, b: { estateId: number; rentalType?: number; months?: number; pageIndex?: number; pageCount?: number }) {
  const e = await db.one('SELECT 1 AS ok FROM estates WHERE id = $1', [b.estateId]);
  if (!e) throw notFound('body.estateId');
  return dealPage(db, lang, (p) => [
    `d.estate_id = ${p.add(b.estateId)}`,
    ...(b.rentalType ? [`d.rental_type = ${p.add(b.rentalType)}`] : []),
    ...(b.months ? [since(p, b.months)] : []),
  ], 'd.deal_date DESC', b);
}

/** days either side of a deal in which the estate's deals count as "around" it */
export const AROUND_DAYS = 90;

/** A deal with the same flat's other deals and the estate's deals nearest in date (GetDealById). */
export async function dealDetail(db: Db, lang: Lang, id: number) {
  const d = await db.one(`SELECT ${DEAL_COLUMNS} FROM deals d ${DEAL_JOINS} WHERE d.id = $2`, [lang, id]);
  if (!d) throw notFound('query.dealId');
  const [flat, around] = await Promise.all([
    d.building_id === null || d.floor === null || d.flat === null ? [] : db.query(
      `SELECT ${DEAL_COLUMNS} FROM deals d ${DEAL_JOINS} WHERE d.building_id = $2 AND d.floor = $3 AND d.flat = $4 AND d.rental_type = $5 AND d.id <> $6
       ORDER BY d.deal_date DESC, d.id DESC LIMIT 20`,
      [lang, d.building_id, d.floor, d.flat, d.rental_type, id],
    ),
    db.query(
      `SELECT * FROM (SELECT ${DEAL_COLUMNS}, d.deal_date AS at FROM deals d ${DEAL_JOINS}
         WHERE d.estate_id = $2 AND d.rental_type = $3 AND d.id <> $4 AND abs(d.deal_date - $5::date) <= ${AROUND_DAYS}
         ORDER BY abs(d.deal_date - $5::date), d.id LIMIT 10) n ORDER BY at DESC, id DESC`,
      [lang, d.estate_id, d.rental_type, id, d.deal_date],
    ),
  ]);
  return { deal: toDeal(d), flatDeals: flat.map(toDeal), aroundDeals: around.map(toDeal) };
}

const DEAL_ORDERS: Record<string, string> = {
  DealDateDesc: 'd.deal_date DESC', PriceAsc: 'd.price ASC', PriceDesc: 'd.price DESC',
  PricePerSqftAsc: 'd.price_per_sqft ASC', PricePerSqftDesc: 'd.price_per_sqft DESC',
  ChangeDesc: 'd.change_pct DESC NULLS LAST', ChangeAsc: 'd.change_pct ASC NULLS LAST',
};

export interface DealSearch {
  pageIndex?: number; pageCount?: number; order?: string; rentalType?: number; keywords?: string; estateIds?: number[];
  regionCode?: string; zoneCode?: string; gscopeCode?: string; minPrice?: number; maxPrice?: number;
  minSaleableArea?: number; maxSaleableArea?: number; roomNumbers?: number[]; months?: number; dateFrom?: string; dateTo?: string;
}

export function searchDeals(db: Db, lang: Lang, b: DealSearch) {
  return dealPage(db, lang, (p) => {
    const w: string[] = ['true'];
    if (b.rentalType) w.push(`d.rental_type = ${p.add(b.rentalType)}`);
    if (b.keywords) w.push(`e.search_key LIKE ${p.add(`%${likeEscape(b.keywords.toLowerCase().replace(/\s+/g, ''))}%`)}`);
    if (b.estateIds?.length) w.push(`d.estate_id = ANY(${p.add(b.estateIds)}::int[])`);
    if (b.regionCode) w.push(`e.region_code = ${p.add(b.regionCode)}`);
    if (b.zoneCode) w.push(`e.district_code = ${p.add(b.zoneCode)}`);
    if (b.gscopeCode) w.push(`e.area_code = ${p.add(b.gscopeCode)}`);
    if (b.minPrice !== undefined) w.push(`d.price >= ${p.num(b.minPrice)}`);
    if (b.maxPrice !== undefined) w.push(`d.price <= ${p.num(b.maxPrice)}`);
    if (b.minSaleableArea !== undefined) w.push(`d.saleable_area >= ${p.num(b.minSaleableArea)}`);
    if (b.maxSaleableArea !== undefined) w.push(`d.saleable_area <= ${p.num(b.maxSaleableArea)}`);
    if (b.roomNumbers?.length) w.push(`d.room_number = ANY(${p.add(b.roomNumbers)}::int[])`);
    if (b.months) w.push(since(p, b.months));
    if (b.dateFrom) w.push(`d.deal_date >= ${p.add(b.dateFrom)}::date`);
    if (b.dateTo) w.push(`d.deal_date <= ${p.add(b.dateTo)}::date`);
    return w;
  }, (b.order && DEAL_ORDERS[b.order]) || 'd.deal_date DESC', b);
}

const RANK_ORDERS: Record<string, string> = {
  DealCount: 'deal_count DESC', DealMaxPrice: 'max_price DESC',
  PriceChangeDesc: 'change_pct DESC NULLS LAST', PriceChangeAsc: 'change_pct ASC NULLS LAST',
};

/** Estates by sale deals in the last `months`; change = average price per sq ft against the `months` before. */
export async function dealRank(db: Db, lang: Lang, b: { pageIndex?: number; pageCount?: number; order?: string; months?: number; regionCode?: string; zoneCode?: string }) {
  const { pageIndex, pageCount, offset } = paging(b);
  const months = b.months ?? 1;
  const p = new Params();
  p.add(lang);
  const m = p.add(months);
  const area = [
    ...(b.regionCode ? [`e.region_code = ${p.add(b.regionCode)}`] : []),
    ...(b.zoneCode ? [`e.district_code = ${p.add(b.zoneCode)}`] : []),
  ];
  const rows = await db.query(
    `WITH ref AS (SELECT max(deal_date) AS top FROM deals),
     cur AS (SELECT d.estate_id, count(*)::int AS deal_count, max(d.price) AS max_price, avg(d.price_per_sqft) AS psf
       FROM deals d, ref WHERE d.rental_type = 1 AND d.deal_date > ref.top - make_interval(months => ${m}::int) GROUP BY 1),
     prev AS (SELECT d.estate_id, avg(d.price_per_sqft) AS psf FROM deals d, ref WHERE d.rental_type = 1
       AND d.deal_date > ref.top - make_interval(months => 2 * ${m}::int) AND d.deal_date <= ref.top - make_interval(months => ${m}::int) GROUP BY 1),
     ranked AS (SELECT cur.*, round(((cur.psf - prev.psf) / prev.psf * 100)::numeric, 2)::float8 AS change_pct
       FROM cur LEFT JOIN prev ON prev.estate_id = cur.estate_id)
     SELECT r.*, ${tr('e.name')} AS name, ${tr('ds.name')} AS district, count(*) OVER ()::int AS total
     FROM ranked r JOIN estates e ON e.id = r.estate_id JOIN regions ds ON ds.code = e.district_code
     ${area.length ? `WHERE ${area.join(' AND ')}` : ''}
     ORDER BY ${(b.order && RANK_ORDERS[b.order]) || RANK_ORDERS.DealCount}, r.estate_id
     LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  return {
    items: rows.map((r) => ({
      estateID: int(r.estate_id), estateNameWithCulture: String(r.name), gscopeNameWithCulture: String(r.district),
      dealCount: int(r.deal_count), maxPrice: Number(r.max_price), avgPricePerSqft: Math.round(Number(r.psf)), priceChangePct: num(r.change_pct),
    })),
    total: rows.length ? int(rows[0]?.total) : 0,
    pageIndex,
    pageCount,
  };
}
