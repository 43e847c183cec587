/** GetNewEstateById and the development's sales terms. */
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { NE_COLUMNS, NE_JOINS, toNewEstateCard } from './new-estate-cards';
import { SALES_STATUS, label, localizeDeep } from './labels';
import { day, int, mediaUrl, mediaUrls, str, tr, type Lang } from './sql';
import { units } from './new-estate-units';

type Entry = Record<string, unknown>;

export async function mustHaveNewEstate(db: Db, id: number, field = 'query.estateId'): Promise<void> {
  if (!(await db.one('SELECT 1 AS ok FROM new_estates WHERE id = $1', [id]))) throw notFound(field);
}

async function counts(db: Db, id: number) {
  const c = await db.one<{ total: number; available: number; reserved: number; sold: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 1)::int AS available,
       count(*) FILTER (WHERE status = 2)::int AS reserved, count(*) FILTER (WHERE status = 3)::int AS sold
     FROM new_estate_units WHERE new_estate_id = $1`, [id]);
  return { totalUnits: int(c?.total), availableUnits: int(c?.available), reservedUnits: int(c?.reserved), soldUnits: int(c?.sold) };
}

async function priceSheets(db: Db, id: number) {
  const rows = await db.query(
    `SELECT ps.id, ps.number, ${day('ps.issued_at')} AS issued, count(u.id)::int AS n
     FROM new_estate_price_sheets ps
     LEFT JOIN new_estate_units u ON u.new_estate_id = ps.new_estate_id AND u.price_sheet_id = ps.id
     WHERE ps.new_estate_id = $1 GROUP BY ps.id ORDER BY ps.number`, [id]);
  return rows.map((r) => ({ priceSheetID: int(r.id), priceListNumber: int(r.number), issuedAt: String(r.issued), unitCount: int(r.n) }));
}

export async function newEstate(db: Db, lang: Lang, id: number) {
  const r = await db.one(
    `SELECT ${NE_COLUMNS}, n.carpark_count, n.primary_school_net, ${tr('p.name')} AS primary_name, n.secondary_school_net,
       ${tr('s.name')} AS secondary_name, n.station_id, ${tr('st.name')} AS station_name, ${tr('n.management_company')} AS management,
       ${tr('n.show_flat_location')} AS show_flat, ${tr('n.description')} AS description, n.brochure_url, n.photos
     FROM new_estates n ${NE_JOINS} LEFT JOIN school_nets p ON p.code = n.primary_school_net
     LEFT JOIN school_nets s ON s.code = n.secondary_school_net LEFT JOIN mtr_stations st ON st.id = n.station_id WHERE n.id = $2`,
    [lang, id],
  );
  if (!r) throw notFound('query.estateId');
  const [c, sheets] = await Promise.all([counts(db, id), priceSheets(db, id)]);
  const carparks = int(r.carpark_count);
  return {
    ...toNewEstateCard(r, lang),
    carparkCount: carparks,
    flatCarparkRatio: carparks > 0 ? Math.round((int(r.flat_count) / carparks) * 100) / 100 : null,
    primarySchoolNet: str(r.primary_school_net), primarySchoolNetNameWithCulture: str(r.primary_name),
    secondarySchoolNet: str(r.secondary_school_net), secondarySchoolNetNameWithCulture: str(r.secondary_name),
    station: r.station_id === null ? null : { id: int(r.station_id), nameWithCulture: String(r.station_name) },
    managementCompanyWithCulture: str(r.management), showFlatLocationWithCulture: str(r.show_flat),
    descriptionWithCulture: str(r.description), brochureUrl: str(r.brochure_url), photos: mediaUrls(r.photos),
    ...c,
    priceSheets: sheets,
  };
}

async function terms(db: Db, id: number, column: 'discounts' | 'payment_plans' | 'sales_arrangements' | 'reference_links') {
  const r = await db.one<Record<string, unknown>>(`SELECT ${column} AS v FROM new_estates WHERE id = $1`, [id]);
  if (!r) throw notFound('query.estateId');
  return (Array.isArray(r.v) ? r.v : []) as Entry[];
}

export const bonus = async (db: Db, lang: Lang, id: number) => localizeDeep(await terms(db, id, 'discounts'), lang) as Entry[];
export const schemes = async (db: Db, lang: Lang, id: number) => localizeDeep(await terms(db, id, 'payment_plans'), lang) as Entry[];

export async function saleProcess(db: Db, lang: Lang, id: number) {
  const r = await db.one(`SELECT sales_status, ${day('sales_start_date')} AS start, sales_arrangements FROM new_estates WHERE id = $1`, [id]);
  if (!r) throw notFound('query.estateId');
  const [c, sheets, recent] = await Promise.all([
    counts(db, id), priceSheets(db, id), units(db, lang, id, { status: 3 }, 20, 0, 'u.sold_at DESC NULLS LAST'),
  ]);
  return {
    salesStatus: int(r.sales_status), salesStatusWithCulture: label(SALES_STATUS, int(r.sales_status), lang), salesStartDate: str(r.start),
    arrangements: localizeDeep(r.sales_arrangements ?? [], lang) as Entry[], priceSheets: sheets, ...c, recentSales: recent.items,
  };
}

export async function attachments(db: Db, lang: Lang, id: number) {
  const r = await db.one(`SELECT brochure_url, photos, reference_links FROM new_estates WHERE id = $1`, [id]);
  if (!r) throw notFound('query.estateId');
  const plans = await db.query(
    `SELECT id, ${tr('name')} AS name, floor_plan FROM new_estate_room_types WHERE new_estate_id = $2 AND floor_plan IS NOT NULL ORDER BY room_number, id`,
    [lang, id],
  );
  return {
    brochureUrl: str(r.brochure_url), photos: mediaUrls(r.photos), referenceLinks: localizeDeep(r.reference_links ?? [], lang) as Entry[],
    floorPlans: plans.map((p) => ({ roomTypeID: int(p.id), nameWithCulture: String(p.name), floorPlan: mediaUrl(str(p.floor_plan)) ?? '' })),
  };
}

export async function forSaleCount(db: Db) {
  const r = await db.one<{ on_sale: number; total: number; available: number }>(
    `SELECT count(*) FILTER (WHERE sales_status = 2)::int AS on_sale, count(*)::int AS total,
       (SELECT count(*)::int FROM new_estate_units WHERE status = 1) AS available FROM new_estates`);
  return { forSale: int(r?.on_sale), total: int(r?.total), availableUnits: int(r?.available) };
}
