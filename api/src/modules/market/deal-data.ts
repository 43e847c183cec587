/** What the index and the valuation read: every sale deal with its estate, and a cheap fingerprint of them. */
import type { Db } from '../../db/index';
import { isoDay } from './weeks';

export interface SaleDeal {
  id: number;
  estateId: number;
  buildingId: number | null;
  floor: number | null;
  /** storeys of the deal's building */
  storeys: number | null;
  date: string;
  /** the date as a day number (days since 1970-01-01) */
  day: number;
  price: number;
  area: number;
}

export interface EstateFacts {
  id: number;
  regionCode: string;
  districtCode: string;
  occupation: string;
  occupationDay: number;
  unitCount: number;
  storeys: number;
}

export interface DealData {
  deals: SaleDeal[];
  estates: Map<number, EstateFacts>;
  regions: { code: string; name: Record<string, string> }[];
}

/**
 * Changes whenever a statement changes what the model is built from: the deals, the estate facts
 * it reads, building heights or the regions (raised by triggers, migration 0016). One row read.
 */
export async function dealFingerprint(db: Db): Promise<string> {
  const r = await db.one<{ version: string }>('SELECT version::text AS version FROM market_data_version');
  return r?.version ?? '';
}

const nullable = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));

/**
 * Every sale deal, oldest first. The rows come back as one text (a deal a line, its fields
 * comma-separated; a NULL is empty): on PGlite that is several times faster than a row each.
 */
async function saleDeals(db: Db): Promise<SaleDeal[]> {
  const r = await db.one<{ s: string | null }>(
    `SELECT string_agg(format('%s,%s,%s,%s,%s,%s,%s,%s', d.id, d.estate_id, d.building_id, d.floor, b.floors,
       d.deal_date - DATE '1970-01-01', d.price, d.saleable_area), E'\\n' ORDER BY d.deal_date, d.id) AS s
     FROM deals d LEFT JOIN estate_buildings b ON b.id = d.building_id WHERE d.rental_type = 1 AND d.saleable_area > 0`,
  );
  if (!r?.s) return [];
  return r.s.split('\n').map((line) => {
    const [id, estateId, buildingId, floor, storeys, dn, price, area] = line.split(',');
    const day = Number(dn);
    return {
      id: Number(id), estateId: Number(estateId), buildingId: nullable(buildingId), floor: nullable(floor), storeys: nullable(storeys),
      date: isoDay(day), day, price: Number(price), area: Number(area),
    };
  });
}

export async function loadDealData(db: Db): Promise<DealData> {
  const [deals, estates, regions] = await Promise.all([
    saleDeals(db),
    db.query(`SELECT id, region_code, district_code, (occupation_date - DATE '1970-01-01') AS occ, unit_count, storeys FROM estates`),
    db.query<{ code: string; name: Record<string, string> }>('SELECT code, name FROM regions WHERE level = 1 ORDER BY sort, code'),
  ]);
  return {
    deals,
    estates: new Map(estates.map((r) => [Number(r.id), {
      id: Number(r.id), regionCode: String(r.region_code), districtCode: String(r.district_code), occupation: isoDay(Number(r.occ)),
      occupationDay: Number(r.occ), unitCount: Number(r.unit_count), storeys: Number(r.storeys),
    }])),
    regions: regions.map((r) => ({ code: r.code, name: r.name })),
  };
}
