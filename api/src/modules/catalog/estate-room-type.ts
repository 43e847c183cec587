/**
 * Room types (layouts) of an estate: the flats of one letter (A, B, ...) in every block, which
 * the data model gives one saleable area (the seed's flat sizes per letter). GetEstateRoomTypeList
 * (an estate's layouts and its sale summary) and GetEstateRoomType (one layout, its blocks, traded
 * flats, deals and listings); contracts in @portal/shared/contracts (estate-room-type.ts).
 */
import {
  ROOM_TYPE_DEAL_MONTHS, ROOM_TYPE_FLATS_SHOWN, ROOM_TYPE_ID, ROOM_TYPE_LISTINGS_SHOWN, type EstateRoomType,
} from '@portal/shared/contracts';
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { dealPage } from './deals';
import { VISIBLE_STATUSES } from './labels';
import { CARD_COLUMNS, CARD_JOINS, toCard } from './property-cards';
import { day, int, num, str, tr, type Lang } from './sql';

const VISIBLE = VISIBLE_STATUSES.join(',');
/** the window of the figures: ROOM_TYPE_DEAL_MONTHS months up to the newest recorded deal (the data's own "now") */
const WINDOW = `(SELECT max(deal_date) FROM deals) - make_interval(months => ${ROOM_TYPE_DEAL_MONTHS})`;

/** the letter of the i-th flat of a floor: A..Z, then AA, AB, ... */
export function flatLetterOf(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(65 + Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));
}
const isLetter = (s: string) => /^[A-Z]{1,2}$/.test(s);
export const roomTypeIdOf = (flat: string, estateId: number) => `${flat}${estateId}`;

/** `B10001` → flat B of estate 10001; null when the id is not of that form */
export function parseRoomTypeId(id: string): { flat: string; estateId: number } | null {
  const m = ROOM_TYPE_ID.exec(id);
  return m ? { flat: m[1] as string, estateId: Number(m[2]) } : null;
}

interface BuildingRow { id: number; code: string; name: string; phase_name: string | null; floors: number; flats_per_floor: number }

async function buildingsOf(db: Db, lang: Lang, estateId: number): Promise<BuildingRow[]> {
  const rows = await db.query(
    `SELECT b.id, b.code, ${tr('b.name')} AS name, ${tr('p.name')} AS phase_name, b.floors, b.flats_per_floor
     FROM estate_buildings b LEFT JOIN estate_phases p ON p.id = b.phase_id
     WHERE b.estate_id = $2 ORDER BY p.sort NULLS FIRST, p.id NULLS FIRST, b.id`,
    [lang, estateId],
  );
  return rows.map((r) => ({
    id: int(r.id), code: String(r.code), name: String(r.name), phase_name: str(r.phase_name), floors: int(r.floors), flats_per_floor: int(r.flats_per_floor),
  }));
}

/** Every layout of the estate with its figures, in letter order. */
async function roomTypesOf(db: Db, estateId: number, buildings: BuildingRow[]): Promise<EstateRoomType[]> {
  const rows = await db.query(
    `WITH units AS (
       SELECT upper(d.flat) AS flat, d.room_number, d.saleable_area, d.building_area, true AS is_deal, d.rental_type,
         d.deal_date, d.price_per_sqft, NULL::bigint AS sale_price
       FROM deals d WHERE d.estate_id = $1 AND d.flat IS NOT NULL
       UNION ALL
       SELECT upper(l.flat), l.room_number, l.saleable_area, l.building_area, false, l.rental_type,
         NULL::date, l.saleable_avg_price, l.sale_price
       FROM listings l WHERE l.estate_id = $1 AND l.status IN (${VISIBLE}) AND NOT l.is_serviced AND l.flat IS NOT NULL
     )
     SELECT flat,
       mode() WITHIN GROUP (ORDER BY room_number) AS rooms,
       min(saleable_area) AS sa_min, max(saleable_area) AS sa_max, min(building_area) AS ba_min, max(building_area) AS ba_max,
       count(*) FILTER (WHERE is_deal AND rental_type = 1 AND deal_date > ${WINDOW})::int AS deal_n,
       round(avg(price_per_sqft) FILTER (WHERE is_deal AND rental_type = 1 AND deal_date > ${WINDOW}))::int AS deal_psf,
       ${day('max(deal_date) FILTER (WHERE is_deal AND rental_type = 1)')} AS last_deal,
       count(*) FILTER (WHERE NOT is_deal AND rental_type = 1)::int AS sale_n,
       count(*) FILTER (WHERE NOT is_deal AND rental_type = 2)::int AS rent_n,
       min(sale_price) FILTER (WHERE NOT is_deal AND rental_type = 1) AS sale_min,
       round(avg(price_per_sqft) FILTER (WHERE NOT is_deal AND rental_type = 1))::int AS ask_psf
     FROM units GROUP BY flat`,
    [estateId],
  );
  const byFlat = new Map(rows.map((r) => [String(r.flat), r]));
  const letters = new Set<string>();
  for (const b of buildings) for (let i = 0; i < b.flats_per_floor; i++) letters.add(flatLetterOf(i));
  for (const f of byFlat.keys()) if (isLetter(f)) letters.add(f);
  const ordered = [...letters].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return ordered.map((flat) => {
    const r: Row = byFlat.get(flat) ?? {};
    const index = flatIndex(flat);
    return {
      roomTypeId: roomTypeIdOf(flat, estateId),
      estateID: estateId,
      flat,
      roomNumber: num(r.rooms),
      saleableArea: r.sa_min === null || r.sa_min === undefined ? null : { min: Number(r.sa_min), max: Number(r.sa_max) },
      buildingArea: r.ba_min === null || r.ba_min === undefined ? null : { min: Number(r.ba_min), max: Number(r.ba_max) },
      flatCount: buildings.filter((b) => b.flats_per_floor > index).reduce((s, b) => s + b.floors, 0),
      saleDealCount: int(r.deal_n),
      avgDealPricePerSqft: num(r.deal_psf),
      lastDealDate: str(r.last_deal),
      saleListingCount: int(r.sale_n),
      rentListingCount: int(r.rent_n),
      minSalePrice: num(r.sale_min),
      avgAskingPricePerSqft: num(r.ask_psf),
    };
  });
}

/** The estate's sale listings and sale deals of the window as a whole. */
async function saleSummary(db: Db, estateId: number) {
  const r = await db.one(
    `SELECT l.n, l.lo, l.hi, l.psf, d.n AS deal_n, d.psf AS deal_psf, ${day('d.last')} AS last_deal,
       ${day(`(${WINDOW})::date + 1`)} AS win_from, ${day('(SELECT max(deal_date) FROM deals)')} AS win_to
     FROM (SELECT count(*)::int AS n, min(sale_price) AS lo, max(sale_price) AS hi, round(avg(saleable_avg_price))::int AS psf
           FROM listings WHERE estate_id = $1 AND rental_type = 1 AND status IN (${VISIBLE})) l,
          (SELECT count(*)::int AS n, round(avg(price_per_sqft))::int AS psf, max(deal_date) AS last
           FROM deals WHERE estate_id = $1 AND rental_type = 1 AND deal_date > ${WINDOW}) d`,
    [estateId],
  );
  return {
    saleListingCount: int(r?.n), minSalePrice: num(r?.lo), maxSalePrice: num(r?.hi), avgAskingPricePerSqft: num(r?.psf),
    saleDealCount: int(r?.deal_n), avgDealPricePerSqft: num(r?.deal_psf), lastDealDate: str(r?.last_deal),
    dealsFrom: str(r?.win_from), dealsTo: str(r?.win_to),
  };
}

async function estateOf(db: Db, lang: Lang, estateId: number, field: string) {
  const e = await db.one(
    `SELECT e.id, ${tr('e.name')} AS name, ${tr('ds.name')} AS district, ${tr('e.address')} AS address
     FROM estates e JOIN regions ds ON ds.code = e.district_code WHERE e.id = $2`,
    [lang, estateId],
  );
  if (!e) throw notFound(field);
  return { estateID: int(e.id), estateNameWithCulture: String(e.name), gscopeNameWithCulture: String(e.district), addressWithCulture: String(e.address) };
}

/** GetEstateRoomTypeList */
export async function estateRoomTypes(db: Db, lang: Lang, estateId: number) {
  const estate = await estateOf(db, lang, estateId, 'query.estateId');
  const buildings = await buildingsOf(db, lang, estateId);
  const [roomTypes, summary] = await Promise.all([roomTypesOf(db, estateId, buildings), saleSummary(db, estateId)]);
  return { estateID: estate.estateID, estateNameWithCulture: estate.estateNameWithCulture, summary, roomTypes };
}

/** GetEstateRoomType */
export async function estateRoomType(
  db: Db, lang: Lang, q: { roomTypeId: string; rentalType?: number; pageIndex?: number; pageCount?: number },
) {
  const id = parseRoomTypeId(q.roomTypeId);
  if (!id) throw notFound('query.roomTypeId');
  const { flat, estateId } = id;
  const estate = await estateOf(db, lang, estateId, 'query.roomTypeId');
  const buildings = await buildingsOf(db, lang, estateId);
  const [roomTypes, summary] = await Promise.all([roomTypesOf(db, estateId, buildings), saleSummary(db, estateId)]);
  const roomType = roomTypes.find((t) => t.flat === flat);
  if (!roomType) throw notFound('query.roomTypeId');
  const listings = (rentalType: 1 | 2) => db.query(
    `SELECT ${CARD_COLUMNS} FROM listings l ${CARD_JOINS}
     WHERE l.estate_id = $2 AND upper(l.flat) = $3 AND l.rental_type = $4 AND l.status IN (${VISIBLE}) AND NOT l.is_serviced
     ORDER BY ${rentalType === 1 ? 'l.sale_price' : 'l.rent_price'} ASC NULLS LAST, l.id LIMIT ${ROOM_TYPE_LISTINGS_SHOWN}`,
    [lang, estateId, flat, rentalType],
  );
  const [traded, deals, sale, rent] = await Promise.all([
    db.query(
      `SELECT t.*, count(*) OVER ()::int AS total, count(*) OVER (PARTITION BY t.building_id)::int AS in_block FROM (
         SELECT DISTINCT ON (d.building_id, d.floor) d.building_id, ${tr('b.name')} AS building_name, d.floor, d.flat, d.id, d.deal_date,
           ${day('d.deal_date')} AS day, d.price, d.price_per_sqft, count(*) OVER (PARTITION BY d.building_id, d.floor)::int AS n
         FROM deals d JOIN estate_buildings b ON b.id = d.building_id
         WHERE d.estate_id = $2 AND upper(d.flat) = $3 AND d.rental_type = 1 AND d.floor IS NOT NULL
         ORDER BY d.building_id, d.floor, d.deal_date DESC, d.id DESC) t
       ORDER BY t.deal_date DESC, t.id DESC`,
      [lang, estateId, flat],
    ),
    dealPage(db, lang, (p) => [
      `d.estate_id = ${p.add(estateId)}`, `upper(d.flat) = ${p.add(flat)}`, `d.rental_type = ${p.add(q.rentalType ?? 1)}`,
    ], 'd.deal_date DESC', { pageIndex: q.pageIndex, pageCount: q.pageCount ?? 10 }),
    listings(1),
    listings(2),
  ]);
  const tradedInBlock = new Map<number, number>();
  for (const t of traded) tradedInBlock.set(int(t.building_id), int(t.in_block));
  return {
    roomType,
    estate: { ...estate, avgDealPricePerSqft: summary.avgDealPricePerSqft },
    buildings: buildings
      .filter((b) => b.flats_per_floor > flatIndex(flat) || tradedInBlock.has(b.id))
      .map((b) => ({
        buildingID: b.id, buildingCode: b.code, nameWithCulture: b.name, phaseNameWithCulture: b.phase_name, floors: b.floors,
        tradedFlatCount: tradedInBlock.get(b.id) ?? 0,
      })),
    flats: traded.slice(0, ROOM_TYPE_FLATS_SHOWN).map((t) => ({
      buildingID: int(t.building_id), buildingNameWithCulture: String(t.building_name), floor: int(t.floor), flat: String(t.flat),
      saleDealCount: int(t.n), lastDealID: int(t.id), lastDealDate: String(t.day), lastPrice: Number(t.price), lastPricePerSqft: int(t.price_per_sqft),
    })),
    tradedFlatCount: traded.length ? int(traded[0]?.total) : 0,
    deals,
    saleListings: sale.map((r) => toCard(r, lang)),
    rentListings: rent.map((r) => toCard(r, lang)),
    roomTypes: roomTypes.map((t) => ({ roomTypeId: t.roomTypeId, flat: t.flat, saleableArea: t.saleableArea, roomNumber: t.roomNumber })),
  };
}

/** the position of a flat letter on its floor (A is 0) */
function flatIndex(flat: string): number {
  return flat.length === 1 ? flat.charCodeAt(0) - 65 : (flat.charCodeAt(0) - 64) * 26 + flat.charCodeAt(1) - 65;
}
