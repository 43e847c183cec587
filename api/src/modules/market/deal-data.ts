/** What the index and the valuation read: every sale deal with its estate, and a cheap fingerprint of them. */
import type { Db } from '../../db/index';

export interface SaleDeal {
  id: number;
  estateId: number;
  buildingId: number | null;
  floor: number | null;
  /** storeys of the deal's building */
  storeys: number | null;
  date: string;
  price: number;
  area: number;
}

export interface EstateFacts {
  id: number;
  regionCode: string;
  districtCode: string;
  occupation: string;
  unitCount: number;
  storeys: number;
}

export interface DealData {
  deals: SaleDeal[];
  estates: Map<number, EstateFacts>;
  regions: { code: string; name: Record<string, string> }[];
}

/** changes whenever a sale deal is added, removed or re-dated, or an estate is added or removed */
export async function dealFingerprint(db: Db): Promise<string> {
  const r = await db.one<{ n: number; top: string | null; last: string | null; sum: string | null; estates: string }>(
    `SELECT count(*)::int AS n, max(id)::text AS top, to_char(max(deal_date), 'YYYY-MM-DD') AS last, sum(price)::text AS sum,
       (SELECT count(*) || ':' || coalesce(max(id), 0) FROM estates) AS estates
     FROM deals WHERE rental_type = 1`,
  );
  return `${r?.n}:${r?.top}:${r?.last}:${r?.sum}:${r?.estates}`;
}

export async function loadDealData(db: Db): Promise<DealData> {
  const [deals, estates, regions] = await Promise.all([
    db.query(`SELECT d.id, d.estate_id, d.building_id, d.floor, b.floors, to_char(d.deal_date, 'YYYY-MM-DD') AS day, d.price, d.saleable_area
      FROM deals d LEFT JOIN estate_buildings b ON b.id = d.building_id
      WHERE d.rental_type = 1 AND d.saleable_area > 0 ORDER BY d.deal_date, d.id`),
    db.query(`SELECT id, region_code, district_code, to_char(occupation_date, 'YYYY-MM-DD') AS occ, unit_count, storeys FROM estates`),
    db.query<{ code: string; name: Record<string, string> }>('SELECT code, name FROM regions WHERE level = 1 ORDER BY sort, code'),
  ]);
  return {
    deals: deals.map((r) => ({
      id: Number(r.id), estateId: Number(r.estate_id), buildingId: r.building_id === null ? null : Number(r.building_id),
      floor: r.floor === null ? null : Number(r.floor), storeys: r.floors === null ? null : Number(r.floors),
      date: String(r.day), price: Number(r.price), area: Number(r.saleable_area),
    })),
    estates: new Map(estates.map((r) => [Number(r.id), {
      id: Number(r.id), regionCode: String(r.region_code), districtCode: String(r.district_code), occupation: String(r.occ),
      unitCount: Number(r.unit_count), storeys: Number(r.storeys),
    }])),
    regions: regions.map((r) => ({ code: r.code, name: r.name })),
  };
}
