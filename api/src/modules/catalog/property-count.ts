/**
 * The total of a search without reading its listings (migration 0014): a filter made only of
 * kind, serviced flag, region, district, rooms, statuses and a price range is summed from
 * listing_counts (its rows per kind, district, rooms, status and price band); in a band that the
 * price range cuts through and that holds listings of the filter, the part in the range is counted
 * on the listings by an index range of that part alone. Any other filter is counted on the
 * listings. Both give the exact number. The statements run prepared on PostgreSQL (a few texts,
 * one per shape of the countable filter; their generic plans are the custom plans).
 */
import type { PropertyFilter } from '@portal/shared/contracts';
import { statementName, type Db } from '../../db/index';
import { propertyWhere } from './property-filter';
import { Params, parseRange } from './sql';

/** the filter fields listing_counts can answer (with the price only for one kind) */
const COUNTED: ReadonlySet<string> = new Set([
  'rentalType', 'isServiced', 'regionCode', 'zoneCode', 'regionType', 'districtTab', 'roomNumbers', 'saleStatuses',
  'priceCode', 'minPriceValue', 'maxPriceValue',
]);
const PRICE_FIELDS = ['priceCode', 'minPriceValue', 'maxPriceValue'] as const;

const inactive = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

type Band = { band: number; lo: number | null; hi: number | null };
const bandsOf = new WeakMap<Db, Promise<Map<number, Band[]>>>();

function priceBands(db: Db): Promise<Map<number, Band[]>> {
  let hit = bandsOf.get(db);
  if (!hit) {
    hit = db.query<{ rental_type: number; band: number; lo: unknown; hi: unknown }>(
      'SELECT rental_type, band, lo, hi FROM listing_price_bands ORDER BY rental_type, band',
    ).then((rows) => {
      const out = new Map<number, Band[]>();
      for (const r of rows) {
        const list = out.get(Number(r.rental_type)) ?? [];
        list.push({ band: Number(r.band), lo: r.lo === null ? null : Number(r.lo), hi: r.hi === null ? null : Number(r.hi) });
        out.set(Number(r.rental_type), list);
      }
      return out;
    });
    hit.catch(() => bandsOf.delete(db));
    bandsOf.set(db, hit);
  }
  return hit;
}

/** a little under 2^63: the price columns are bigint and integer */
const BIGINT_EDGE = 9.2e18;

/**
 * The whole prices a filter's price fields allow, as an inclusive range (prices are whole dollars):
 * a band code 'lo-hi' is lo <= p < hi, minPriceValue is p >= min, maxPriceValue is p <= max.
 */
export function priceInterval(f: PropertyFilter): { lo: number; hi: number } | null {
  let lo = -Infinity;
  let hi = Infinity;
  if (f.priceCode) {
    const [a, b] = parseRange(f.priceCode, 'body.priceCode');
    lo = Math.max(lo, Math.ceil(a));
    hi = Math.min(hi, Math.ceil(b) - 1);
  }
  if (f.minPriceValue !== undefined) lo = Math.max(lo, Math.ceil(f.minPriceValue));
  if (f.maxPriceValue !== undefined) hi = Math.min(hi, Math.floor(f.maxPriceValue));
  // beyond a bigint a bound is no bound (or nothing is in range); inside it, whole numbers print as digits
  if (lo <= -BIGINT_EDGE) lo = -Infinity;
  if (hi >= BIGINT_EDGE) hi = Infinity;
  if (lo >= BIGINT_EDGE || hi <= -BIGINT_EDGE) return { lo: 1, hi: 0 };
  return lo === -Infinity && hi === Infinity ? null : { lo, hi };
}

/** Whether listing_counts can answer the filter's total. */
export function countable(f: PropertyFilter): boolean {
  for (const [k, v] of Object.entries(f)) if (!inactive(v) && !COUNTED.has(k)) return false;
  // region type 1 matches a code in any of three columns; area codes are not counted
  if (f.regionType === 1 && (f.regionCode || f.zoneCode)) return false;
  if (f.gscopeCode) return false;
  const priced = PRICE_FIELDS.some((k) => !inactive(f[k]));
  return !priced || f.rentalType === 1 || f.rentalType === 2;
}

/**
 * The total from listing_counts, or undefined when the filter is not countable there. With a
 * price range, the counts per band say which bands are wholly in the range (summed) and which are
 * cut by it and hold listings of the filter: only the part of those in the range is counted on
 * the listings, by an index range on the price.
 */
export async function countFromAggregate(db: Db, f: PropertyFilter): Promise<number | undefined> {
  if (!countable(f)) return undefined;
  const p = new Params();
  const where = propertyWhere(f, p, { omit: ['price'] }).join(' AND ');
  const range = priceInterval(f);
  if (!range) {
    const sql = `SELECT coalesce(sum(l.n), 0)::bigint AS n FROM listing_counts l WHERE ${where}`;
    const row = await db.one<{ n: unknown }>(sql, p.values, { name: statementName(sql) });
    return Number(row?.n ?? 0);
  }
  if (range.lo > range.hi) return 0;
  const kind = f.rentalType as 1 | 2;
  const bandSql = `SELECT l.price_band AS band, sum(l.n)::bigint AS n FROM listing_counts l WHERE ${where} GROUP BY 1`;
  const [bands, rows] = await Promise.all([
    priceBands(db),
    db.query<{ band: unknown; n: unknown }>(bandSql, [...p.values], { name: statementName(bandSql) }),
  ]);
  const perBand = new Map(rows.map((r) => [Number(r.band), Number(r.n)]));
  const col = kind === 2 ? 'l.rent_price' : 'l.sale_price';
  let total = 0;
  const parts: string[] = [];
  // a band without a price (-1) is never in a price range
  for (const b of bands.get(kind) ?? []) {
    if (!perBand.get(b.band)) continue;
    // the band's whole prices, inclusive
    const lo = b.lo ?? -Infinity;
    const hi = b.hi === null ? Infinity : b.hi - 1;
    if (lo >= range.lo && hi <= range.hi) total += perBand.get(b.band) ?? 0;
    else if (hi >= range.lo && lo <= range.hi) {
      const a = Math.max(lo, range.lo);
      const z = Math.min(hi, range.hi);
      const bounds = [a === -Infinity ? '' : ` AND ${col} >= ${p.add(String(a))}::bigint`, z === Infinity ? '' : ` AND ${col} <= ${p.add(String(z))}::bigint`];
      parts.push(`(SELECT count(*) FROM listings l WHERE ${where} AND ${col} IS NOT NULL${bounds.join('')})`);
    }
  }
  if (parts.length) {
    const sql = `SELECT (${parts.join(' + ')})::bigint AS n`;
    const row = await db.one<{ n: unknown }>(sql, p.values, { name: statementName(sql) });
    total += Number(row?.n ?? 0);
  }
  return total;
}
