/** Units, towers and room types of a new development. */
import type { Db, Row } from '../../db/index';
import { UNIT_STATUS, label, roomNumberText } from './labels';
import { day, int, mediaUrl, num, Params, paging, str, tr, type Lang } from './sql';

const UNIT_COLUMNS = `u.id, u.tower_id, ${tr('t.name')} AS tower_name, u.room_type_id, ps.number AS sheet_no, u.floor, u.flat,
  u.saleable_area, u.list_price, u.status, ${day('u.sold_at')} AS sold_at, u.sold_price`;
const UNIT_JOINS = `JOIN new_estate_towers t ON t.id = u.tower_id LEFT JOIN new_estate_price_sheets ps ON ps.id = u.price_sheet_id`;

export const toUnit = (r: Row, lang: Lang) => ({
  unitID: int(r.id), towerID: int(r.tower_id), towerNameWithCulture: String(r.tower_name), roomTypeID: num(r.room_type_id),
  priceListNumber: num(r.sheet_no), floor: int(r.floor), flat: String(r.flat), saleableArea: int(r.saleable_area),
  listPrice: Number(r.list_price), pricePerSqft: Math.round(Number(r.list_price) / Math.max(1, int(r.saleable_area))),
  status: int(r.status), statusWithCulture: label(UNIT_STATUS, int(r.status), lang), soldAt: str(r.sold_at), soldPrice: num(r.sold_price),
});

type UnitFilter = { status?: number; towerId?: number; roomTypeId?: number; floor?: number; roomNumber?: number; priceListNumber?: number; unitId?: number };

export async function units(db: Db, lang: Lang, estateId: number, f: UnitFilter, limit?: number, offset = 0, order = 'u.tower_id, u.floor DESC, u.flat') {
  const p = new Params();
  p.add(lang);
  const w = [`u.new_estate_id = ${p.add(estateId)}`];
  if (f.status !== undefined) w.push(`u.status = ${p.add(f.status)}`);
  if (f.towerId !== undefined) w.push(`u.tower_id = ${p.add(f.towerId)}`);
  if (f.roomTypeId !== undefined) w.push(`u.room_type_id = ${p.add(f.roomTypeId)}`);
  if (f.floor !== undefined) w.push(`u.floor = ${p.add(f.floor)}`);
  if (f.priceListNumber !== undefined) w.push(`ps.number = ${p.add(f.priceListNumber)}`);
  if (f.unitId !== undefined) w.push(`u.id = ${p.add(f.unitId)}`);
  if (f.roomNumber !== undefined) {
    w.push(`u.room_type_id IN (SELECT id FROM new_estate_room_types WHERE room_number = ${p.add(f.roomNumber)})`);
  }
  const rows = await db.query(
    `SELECT ${UNIT_COLUMNS}, count(*) OVER ()::int AS total FROM new_estate_units u ${UNIT_JOINS} WHERE ${w.join(' AND ')}
     ORDER BY ${order}, u.id ${limit ? `LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}` : ''}`,
    p.values,
  );
  return { items: rows.map((r) => toUnit(r, lang)), total: rows.length ? int(rows[0]?.total) : 0 };
}

export async function unitPage(db: Db, lang: Lang, q: UnitFilter & { estateId: number; pageIndex?: number; pageCount?: number }) {
  const { pageIndex, pageCount, offset } = paging(q, 100);
  const { items, total } = await units(db, lang, q.estateId, q, pageCount, offset);
  const counted = total || (offset > 0 ? (await units(db, lang, q.estateId, q)).total : 0);
  return { items, total: counted, pageIndex, pageCount };
}

export async function towers(db: Db, lang: Lang, estateId: number, towerId?: number) {
  const rows = await db.query(
    `SELECT t.id, ${tr('t.name')} AS name, t.floors, t.flats_per_floor, count(u.id)::int AS n,
       count(u.id) FILTER (WHERE u.status = 1)::int AS available, count(u.id) FILTER (WHERE u.status = 3)::int AS sold
     FROM new_estate_towers t LEFT JOIN new_estate_units u ON u.tower_id = t.id
     WHERE t.new_estate_id = $2 AND ($3::int IS NULL OR t.id = $3) GROUP BY t.id ORDER BY t.id`,
    [lang, estateId, towerId ?? null],
  );
  return rows.map((r) => ({
    towerID: int(r.id), nameWithCulture: String(r.name), floors: int(r.floors), flatsPerFloor: int(r.flats_per_floor),
    unitCount: int(r.n), availableCount: int(r.available), soldCount: int(r.sold),
  }));
}

export async function roomTypes(db: Db, lang: Lang, estateId: number) {
  const rows = await db.query(
    `SELECT rt.id, ${tr('rt.name')} AS name, rt.room_number, rt.min_saleable_area, rt.max_saleable_area, rt.floor_plan,
       count(u.id)::int AS n, count(u.id) FILTER (WHERE u.status = 1)::int AS available, min(u.list_price) AS min_price, max(u.list_price) AS max_price
     FROM new_estate_room_types rt LEFT JOIN new_estate_units u ON u.room_type_id = rt.id
     WHERE rt.new_estate_id = $2 GROUP BY rt.id ORDER BY rt.room_number, rt.min_saleable_area, rt.id`,
    [lang, estateId],
  );
  return rows.map((r) => ({
    roomTypeID: int(r.id), nameWithCulture: String(r.name), roomNumber: int(r.room_number),
    roomNumberWithCulture: roomNumberText(int(r.room_number), lang), minSaleableArea: int(r.min_saleable_area),
    maxSaleableArea: int(r.max_saleable_area), floorPlan: mediaUrl(str(r.floor_plan)), unitCount: int(r.n),
    availableCount: int(r.available), minPrice: num(r.min_price), maxPrice: num(r.max_price),
  }));
}

export async function roomTypeGroups(db: Db, lang: Lang, estateId: number) {
  const types = await roomTypes(db, lang, estateId);
  const groups = new Map<number, ReturnType<typeof toGroup>>();
  function toGroup(n: number) {
    return { roomNumber: n, roomNumberWithCulture: roomNumberText(n, lang), unitCount: 0, roomTypes: [] as typeof types };
  }
  for (const t of types) {
    const g = groups.get(t.roomNumber) ?? toGroup(t.roomNumber);
    g.unitCount += t.unitCount;
    g.roomTypes.push(t);
    groups.set(t.roomNumber, g);
  }
  return [...groups.values()];
}
