/** Estate list cards and the estate search (spec 7.7) with its four sorts. */
import type { SearchEstateBody } from '@portal/shared/contracts';
import type { Db, Row } from '../../db/index';
import { createCache, stableKey } from './cache';
import { day, int, likeEscape, mediaUrl, num, Params, paging, parseRange, str, tr, type Lang } from './sql';

export const ESTATE_COLUMNS = `
  e.id, ${tr('e.name')} AS name, e.tag_category, ${tr('e.address')} AS address, e.region_code, ${tr('rg.name')} AS region_name,
  e.district_code, ${tr('ds.name')} AS district_name, e.area_code, e.lat, e.lng, ${day('e.occupation_date')} AS occupation,
  extract(year FROM age(current_date, e.occupation_date))::int AS age, e.block_count, e.unit_count, e.avg_deal_price_sqft,
  e.avg_listing_price_sqft, e.month_deal_count, e.sale_listing_count, e.rent_listing_count,
  (SELECT l.photos[1] FROM listings l WHERE l.estate_id = e.id AND l.status IN (4, 8) AND cardinality(l.photos) > 0
    ORDER BY l.rank_score DESC, l.id LIMIT 1) AS cover`;
export const ESTATE_JOINS = `JOIN regions rg ON rg.code = e.region_code JOIN regions ds ON ds.code = e.district_code`;

export function toEstateCard(r: Row) {
  return {
    estateID: int(r.id),
    estateNameWithCulture: String(r.name),
    tagCategory: r.tag_category as 'Z' | 'G' | 'DEV',
    addressWithCulture: String(r.address ?? ''),
    regionCode: String(r.region_code),
    regionNameWithCulture: String(r.region_name),
    gscopeCode: String(r.district_code),
    gscopeNameWithCulture: String(r.district_name),
    areaCode: str(r.area_code),
    lat: Number(r.lat),
    lng: Number(r.lng),
    occupationDate: String(r.occupation),
    buildingAge: int(r.age),
    blockCount: int(r.block_count),
    unitCount: int(r.unit_count),
    avgDealPrice: num(r.avg_deal_price_sqft),
    avgListingPrice: num(r.avg_listing_price_sqft),
    monthDealCount: int(r.month_deal_count),
    saleListingCount: int(r.sale_listing_count),
    rentListingCount: int(r.rent_listing_count),
    coverImage: mediaUrl(str(r.cover)),
  };
}

const ORDERS: Record<string, string> = {
  PropertyCountDesc: '(e.sale_listing_count + e.rent_listing_count) DESC',
  DealCountDesc: 'e.month_deal_count DESC',
  DealAvgPriceAsc: 'e.avg_deal_price_sqft ASC NULLS LAST',
  DealAvgPriceDesc: 'e.avg_deal_price_sqft DESC NULLS LAST',
};

export function estateWhere(b: SearchEstateBody, p: Params): string[] {
  const w: string[] = ['true'];
  if (b.keywords) w.push(`e.search_key LIKE ${p.add(`%${likeEscape(b.keywords.toLowerCase().replace(/\s+/g, ''))}%`)}`);
  if (b.estateIds?.length) w.push(`e.id = ANY(${p.add(b.estateIds)}::int[])`);
  if (b.regionCode) w.push(`e.region_code = ${p.add(b.regionCode)}`);
  if (b.zoneCode) w.push(`e.district_code = ${p.add(b.zoneCode)}`);
  if (b.gscopeCode) w.push(`e.area_code = ${p.add(b.gscopeCode)}`);
  if (b.tagCategory) w.push(`e.tag_category = ${p.add(b.tagCategory)}`);
  if (b.priceCode) {
    const [lo, hi] = parseRange(b.priceCode, 'body.priceCode');
    w.push(`e.avg_deal_price_sqft >= ${p.num(lo)} AND e.avg_deal_price_sqft < ${p.num(hi)}`);
  }
  if (b.minPrice !== undefined) w.push(`e.avg_deal_price_sqft >= ${p.num(b.minPrice)}`);
  if (b.maxPrice !== undefined) w.push(`e.avg_deal_price_sqft <= ${p.num(b.maxPrice)}`);
  const age = 'extract(year FROM age(current_date, e.occupation_date))';
  if (b.buildingAge) {
    const [lo, hi] = parseRange(b.buildingAge, 'body.buildingAge');
    w.push(`${age} BETWEEN ${p.num(lo)} AND ${p.num(hi)}`);
  }
  if (b.minBuildingAge !== undefined) w.push(`${age} >= ${p.num(b.minBuildingAge)}`);
  if (b.maxBuildingAge !== undefined) w.push(`${age} <= ${p.num(b.maxBuildingAge)}`);
  if (b.developers?.length) w.push(`e.developer_id = ANY(${p.add(b.developers)}::int[])`);
  if (b.facilities?.length) w.push(`e.facility_ids @> ${p.add(b.facilities)}::int[]`);
  if (b.schoolNets?.length) {
    const v = p.add(b.schoolNets);
    w.push(`(e.primary_school_net = ANY(${v}::text[]) OR e.secondary_school_net = ANY(${v}::text[]))`);
  }
  if (b.LineId !== undefined) w.push(`e.station_id IN (SELECT station_id FROM mtr_line_stations WHERE line_id = ${p.add(b.LineId)})`);
  if (b.StationIds?.length) w.push(`e.station_id = ANY(${p.add(b.StationIds)}::int[])`);
  if (b.rentalType === 1) w.push('e.sale_listing_count > 0');
  if (b.rentalType === 2) w.push('e.rent_listing_count > 0');
  return w;
}

const cache = createCache<unknown>(500);

export async function searchEstates(db: Db, lang: Lang, b: SearchEstateBody) {
  const key = stableKey({ lang, b });
  const hit = cache.get(key) as Awaited<ReturnType<typeof run>> | undefined;
  if (hit) return hit;
  const out = await run();
  cache.set(key, out);
  return out;

  async function run() {
    const { pageIndex, pageCount, offset } = paging(b);
    const pc = new Params();
    const countWhere = estateWhere(b, pc).join(' AND ');
    const p = new Params();
    p.add(lang);
    const where = estateWhere(b, p).join(' AND ');
    const order = (b.order && ORDERS[b.order]) || '(e.sale_listing_count + e.rent_listing_count) DESC';
    const [count, rows] = await Promise.all([
      db.one<{ n: number }>(`SELECT count(*)::int AS n FROM estates e WHERE ${countWhere}`, pc.values),
      db.query(`SELECT ${ESTATE_COLUMNS} FROM estates e ${ESTATE_JOINS} WHERE ${where} ORDER BY ${order}, e.id
        LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`, p.values),
    ]);
    return { items: rows.map(toEstateCard), total: Number(count?.n ?? 0), pageIndex, pageCount };
  }
}
