/**
 * Statistics calls: how many listings of the CURRENT filter fall in each band of a dictionary
 * group. The field's own filter is left out (so every band shows its count), and all bands are
 * counted in one scan with FILTER clauses.
 */
import type { PropertyFilter } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { createCache, stableKey } from './cache';
import { priceColumn, propertyWhere, type FilterOptions } from './property-filter';
import { Params, parseRange, tr, type Lang } from './sql';

export type StatKind = 'price' | 'buildingArea' | 'saleableArea' | 'age' | 'room';

interface StatSpec {
  group: (f: PropertyFilter) => string;
  column: (f: PropertyFilter) => string;
  omit: NonNullable<FilterOptions['omit']>[number];
  /** band condition for a dictionary value */
  band: (col: string, value: string, p: Params) => string;
}

const halfOpen = (col: string, value: string, p: Params) => {
  const [lo, hi] = parseRange(value, 'dictionary');
  return `${col} >= ${p.num(lo)} AND ${col} < ${p.num(hi)}`;
};
const closed = (col: string, value: string, p: Params) => {
  const [lo, hi] = parseRange(value, 'dictionary');
  return `${col} BETWEEN ${p.num(lo)} AND ${p.num(hi)}`;
};
/** RoomNumber values are counts; the last (5) also counts bigger flats */
const rooms = (col: string, value: string, p: Params) => (Number(value) >= 5 ? `${col} >= ${p.num(Number(value))}` : `${col} = ${p.num(Number(value))}`);

const SPECS: Record<StatKind, StatSpec> = {
  price: { group: (f) => (f.rentalType === 2 ? 'RentPrice' : 'SalePrice'), column: (f) => priceColumn(f.rentalType), omit: 'price', band: halfOpen },
  buildingArea: { group: () => 'Area', column: () => 'l.building_area', omit: 'buildingArea', band: halfOpen },
  saleableArea: { group: () => 'Area', column: () => 'l.saleable_area', omit: 'saleableArea', band: halfOpen },
  age: { group: () => 'BuildingAge', column: () => 'l.building_age', omit: 'buildingAge', band: closed },
  room: { group: () => 'RoomNumber', column: () => 'l.room_number', omit: 'roomNumbers', band: rooms },
};

const cache = createCache<{ dictionaryValue: string; dictionaryNameWithCulture: string; count: number }[]>(1000);

export async function propertyStat(db: Db, lang: Lang, kind: StatKind, f: PropertyFilter) {
  const key = stableKey({ kind, lang, f });
  const hit = cache.get(key);
  if (hit) return hit;
  const spec = SPECS[kind];
  const bands = await db.query<{ value: string; name: string }>(
    `SELECT value, ${tr('name')} AS name FROM dictionary_entries WHERE group_name = $2 ORDER BY sort, id`,
    [lang, spec.group(f)],
  );
  if (bands.length === 0) return [];
  const p = new Params();
  const where = propertyWhere(f, p, { omit: [spec.omit] });
  const col = spec.column(f);
  const counts = bands.map((b, i) => `count(*) FILTER (WHERE ${spec.band(col, b.value, p)})::int AS c${i}`);
  const row = (await db.one<Record<string, number>>(
    `SELECT ${counts.join(', ')} FROM listings l WHERE ${where.join(' AND ')}`, p.values)) ?? {};
  const out = bands.map((b, i) => ({ dictionaryValue: b.value, dictionaryNameWithCulture: b.name, count: Number(row[`c${i}`] ?? 0) }));
  cache.set(key, out);
  return out;
}
