/**
 * The seeded listings as the URL-to-rows test reads them: every visible listing with the facts a
 * filter of the list URL decides on (its phase, developer, intake year, agent's district), and
 * the URL ids of the area codes (spec 2.8) and the dictionaries a band code reads.
 */
import { DISTRICT_CODES, REGION_CODES } from '@portal/shared/url';
import type { Db } from '../src/db/index';

export interface Row {
  id: string; listing_no: string; rental_type: number; status: number; property_category: number; sub_category: number | null;
  property_source: number; sale_price: number | null; rent_price: number | null; saleable_area: number; building_area: number | null;
  building_age: number; room_number: number; floor_level: number | null; top_type: number; sale_form: number | null;
  property_tags: number[]; property_labels: number[]; rent_labels: number[]; line_ids: number[]; station_id: number | null;
  estate_id: number; phase_id: number | null; developer_id: number | null; intake_year: number; company_id: number | null;
  agent_id: number | null; agent_district: string | null; region_code: string; district_code: string; area_code: string | null;
  primary_school_net: string | null;
}

/** Every visible listing; numbers come back as numbers on PGlite and PostgreSQL alike. */
export async function visibleRows(db: Db): Promise<Row[]> {
  return db.query<Row>(`
    SELECT l.id, l.listing_no, l.rental_type, l.status, l.property_category, l.sub_category, l.property_source,
      l.sale_price::float8 AS sale_price, l.rent_price, l.saleable_area, l.building_area, l.building_age, l.room_number,
      l.floor_level, l.top_type, l.sale_form, l.property_tags, l.property_labels, l.rent_labels, l.line_ids, l.station_id,
      l.estate_id, b.phase_id, e.developer_id, extract(year FROM e.occupation_date)::int AS intake_year, l.company_id,
      l.agent_id, a.district_codes[1] AS agent_district, l.region_code, l.district_code, l.area_code, l.primary_school_net
    FROM listings l JOIN estates e ON e.id = l.estate_id LEFT JOIN estate_buildings b ON b.id = l.building_id
      LEFT JOIN agents a ON a.id = l.agent_id
    WHERE l.status IN (4, 8)`);
}

/** Dictionary group -> its entries in display order (what the client's band resolver reads). */
export async function dictionaries(db: Db): Promise<Record<string, { dictionaryValue: string }[]>> {
  const rows = await db.query<{ group_name: string; value: string }>('SELECT group_name, value FROM dictionary_entries ORDER BY group_name, sort, id');
  const out: Record<string, { dictionaryValue: string }[]> = {};
  for (const r of rows) (out[r.group_name] ??= []).push({ dictionaryValue: r.value });
  return out;
}

const isList = <T>(v: T | readonly T[]): v is readonly T[] => Array.isArray(v);

/** The values among rows, the most common first (or last): a filter on one selects something. */
export function ranked<T>(rows: readonly Row[], pick: (r: Row) => T | readonly T[] | null | undefined, least = false): T[] {
  const counts = new Map<string, { v: T; c: number }>();
  for (const r of rows) {
    const v = pick(r);
    const values = v === null || v === undefined ? [] : isList(v) ? v : [v];
    for (const x of values) counts.set(JSON.stringify(x), { v: x, c: (counts.get(JSON.stringify(x))?.c ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => (least ? a.c - b.c : b.c - a.c)).map((e) => e.v);
}

export function common<T>(rows: readonly Row[], pick: (r: Row) => T | readonly T[] | null | undefined, least = false): T {
  const [best] = ranked(rows, pick, least);
  if (best === undefined) throw new Error('no value to filter on');
  return best;
}

/** The two most common values (a code chosen twice). */
export function twoCommon<T>(rows: readonly Row[], pick: (r: Row) => T | null | undefined): [T, T] {
  const [a, b] = ranked(rows, pick);
  if (a === undefined || b === undefined) throw new Error('fewer than two values to filter on');
  return [a, b];
}

const two = (n: number) => String(n).padStart(2, '0');
/** URL ids of area codes: hma 1..4, hk 01..18, hmm DDAA (spec 2.8). */
export const urlId = {
  region: (code: string) => String(REGION_CODES.findIndex((c) => c === code) + 1),
  district: (code: string) => two(DISTRICT_CODES.findIndex((c) => c === code) + 1),
  subArea: (code: string) => {
    const cut = code.lastIndexOf('-');
    return `${urlId.district(code.slice(0, cut))}${code.slice(cut + 1)}`;
  },
};

/** [lo, hi] of a 'min-max' range. */
export const bounds = (range: string | undefined): [number, number] => {
  const [lo, hi] = (range ?? '').split('-').map(Number);
  return [lo ?? NaN, hi ?? NaN];
};
