/**
 * A list filter as the SearchProperty request of spec 3.3: the contract's own input type, so a
 * field the server does not know cannot be written here. Price bands (p) come from the price
 * table; area, age and intake bands (a, d, o, j) need `resolveBand` (the loaded dictionaries),
 * without it they are not sent.
 */
import type { SearchPropertyRequest } from '../contracts/catalog/property-search.schema';
import { districtCode, regionCode, subAreaCode } from './areas';
import { BAND_CODES, priceRangeOf, type BandResolver } from './bands';
import type { FilterCode, ListFilter } from './codes';
import type { ListKind } from './sort';

export const PAGE_COUNT = 20;
/** Sale prices in the URL are in 10K (spec 5). */
export const SALE_PRICE_UNIT = 10_000;

type Field = keyof SearchPropertyRequest;
/** codes whose every value is an id */
const INT_LISTS = {
  i: 'roomNumbers', f: 'unitFloors', s: 'propertySourceList', y: 'saleStatuses', v: 'propertyLabel',
  q: 'topTypes', de: 'developers', e: 'estateIds', r: 'estateSecondeIds', zs: 'StationIds',
} as const satisfies Partial<Record<FilterCode, Field>>;
/** codes that take one id */
const FIRST_INT = {
  t: 'propertyCategory', b: 'subCategory', w: 'SaleForm', c: 'storeId', zl: 'LineId',
} as const satisfies Partial<Record<FilterCode, Field>>;
/** custom ranges of the query: [key, field, whether it is a price] */
const RANGES = [
  ['pmin', 'minPriceValue', true], ['pmax', 'maxPriceValue', true],
  ['amin', 'minBuildingArea', false], ['amax', 'maxBuildingArea', false],
  ['dmin', 'minSaleableArea', false], ['dmax', 'maxSaleableArea', false],
  ['omin', 'minBuildingAge', false], ['omax', 'maxBuildingAge', false],
] as const satisfies ReadonlyArray<readonly [keyof ListFilter['query'], Field, boolean]>;

const keysOf = <T extends object>(o: T) => Object.keys(o) as Array<keyof T>;
const int = (v: string | undefined) => (v === undefined || !/^\d+$/.test(v) ? undefined : Number(v));

export function toSearchBody(filter: ListFilter, kind: ListKind, resolveBand?: BandResolver): SearchPropertyRequest {
  const { codes, query } = filter;
  const out: SearchPropertyRequest = {
    pageIndex: filter.page ?? 1, pageCount: PAGE_COUNT, order: filter.order ?? 0, rentalType: kind === 'buy' ? 1 : 2,
  };
  if (kind === 'serviced') out.isServiced = true;
  for (const code of keysOf(INT_LISTS)) if (codes[code]) out[INT_LISTS[code]] = codes[code].map(Number);
  for (const code of keysOf(FIRST_INT)) if (codes[code]) out[FIRST_INT[code]] = int(codes[code][0]);
  const price = codes.p?.[0] === undefined ? undefined : priceRangeOf(kind, codes.p[0]);
  if (price) out.priceCode = price;
  for (const code of ['a', 'd', 'o'] as const) {
    const band = codes[code]?.[0];
    const value = band === undefined ? undefined : resolveBand?.(BAND_CODES[code], band);
    if (value) out[BAND_CODES[code]] = value;
  }
  const intake = (codes.j ?? []).map((band) => resolveBand?.('intakeTime', band)).filter((v) => v !== undefined);
  if (intake.length > 0) out.intakeTime = intake;
  // k is a tag or facility; l is a rent label on rent pages and a feature (tag) on sale pages
  const tags = [...(codes.k ?? []), ...(kind === 'buy' ? (codes.l ?? []) : [])];
  if (tags.length > 0) out.propertyTag = tags.map(Number);
  if (kind !== 'buy' && codes.l) out.rentLabel = codes.l.map(Number);
  if (codes.hma) out.regionCode = codes.hma.map(regionCode).join(',');
  if (codes.hk) out.zoneCode = codes.hk.map(districtCode).join(',');
  if (codes.hmm) out.gscopeCode = codes.hmm.map(subAreaCode).join(',');
  if (codes.hma || codes.hk || codes.hmm) out.regionType = codes.hmm ? 1 : 0;
  if (filter.schoolNet) {
    out.gscopeCode = filter.schoolNet.join(',');
    out.districtTab = 1;
  }
  const priceUnit = kind === 'buy' ? SALE_PRICE_UNIT : 1;
  for (const [key, field, isPrice] of RANGES) {
    const v = query[key];
    if (typeof v === 'number') out[field] = Math.round(v * (isPrice ? priceUnit : 1) * 100) / 100;
  }
  if (query.key) out.keywords = query.key;
  if (int(query.companyId) !== undefined) out.companyId = int(query.companyId);
  if (int(query.accountId) !== undefined) out.accountId = int(query.accountId);
  return out;
}
