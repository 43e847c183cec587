/**
 * A list filter as the SearchProperty request of spec 3.3 (field names exactly as there).
 * Band codes (p, a, d, o) carry a dictionary band number; `resolveBand` turns it into the
 * dictionaryValue ('4000000-6000000') from the loaded dictionaries. Without it they are not sent.
 */
import { districtCode, regionCode, subAreaCode } from './areas';
import type { FilterCode, ListFilter } from './codes';
import type { ListKind } from './sort';

export type BandGroup = 'price' | 'buildingArea' | 'saleableArea' | 'buildingAge';
export type BandResolver = (group: BandGroup, band: string, kind: ListKind) => string | undefined;

export const PAGE_COUNT = 20;
/** Sale prices in the URL are in 10K (spec 5). */
export const SALE_PRICE_UNIT = 10_000;

export interface SearchBody {
  pageIndex: number; pageCount: number; order: number; rentalType: 1 | 2;
  isServiced?: boolean;
  propertyCategory?: number; subCategory?: number; priceCode?: string;
  minPriceValue?: number; maxPriceValue?: number;
  buildingArea?: string; minBuildingArea?: number; maxBuildingArea?: number;
  saleableArea?: string; minSaleableArea?: number; maxSaleableArea?: number;
  buildingAge?: string; minBuildingAge?: number; maxBuildingAge?: number;
  roomNumbers?: number[]; unitFloors?: number[]; propertySourceList?: number[]; saleStatuses?: number[];
  propertyTag?: number[]; propertyLabel?: number[]; rentLabel?: number[]; topTypes?: number[];
  SaleForm?: number; intakeTime?: number[]; developers?: number[];
  estateIds?: number[]; estateSecondeIds?: number[]; storeId?: number;
  regionCode?: string; zoneCode?: string; gscopeCode?: string; regionType?: 0 | 1; districtTab?: 0 | 1;
  LineId?: number; StationIds?: number[];
  keywords?: string; companyId?: number; accountId?: number;
}

const INT_LISTS: Partial<Record<FilterCode, keyof SearchBody>> = {
  i: 'roomNumbers', f: 'unitFloors', s: 'propertySourceList', y: 'saleStatuses', v: 'propertyLabel',
  q: 'topTypes', j: 'intakeTime', de: 'developers', e: 'estateIds', r: 'estateSecondeIds', zs: 'StationIds',
};
const FIRST_INT: Partial<Record<FilterCode, keyof SearchBody>> = {
  t: 'propertyCategory', b: 'subCategory', w: 'SaleForm', c: 'storeId', zl: 'LineId',
};
const BANDS: Partial<Record<FilterCode, [BandGroup, keyof SearchBody]>> = {
  p: ['price', 'priceCode'], a: ['buildingArea', 'buildingArea'], d: ['saleableArea', 'saleableArea'], o: ['buildingAge', 'buildingAge'],
};

const int = (v: string | undefined) => (v === undefined || !/^\d+$/.test(v) ? undefined : Number(v));

export function toSearchBody(filter: ListFilter, kind: ListKind, resolveBand?: BandResolver): SearchBody {
  const { codes, query } = filter;
  const out: Record<string, unknown> = {
    pageIndex: filter.page ?? 1, pageCount: PAGE_COUNT, order: filter.order ?? 0, rentalType: kind === 'buy' ? 1 : 2,
  };
  if (kind === 'serviced') out.isServiced = true;
  for (const [code, field] of Object.entries(INT_LISTS)) if (codes[code as FilterCode]) out[field] = codes[code as FilterCode]?.map(Number);
  for (const [code, field] of Object.entries(FIRST_INT)) if (codes[code as FilterCode]) out[field] = int(codes[code as FilterCode]?.[0]);
  for (const [code, [group, field]] of Object.entries(BANDS)) {
    const band = codes[code as FilterCode]?.[0];
    const value = band === undefined ? undefined : resolveBand?.(group, band, kind);
    if (value) out[field] = value;
  }
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
  const pairs: Array<[number | undefined, string, number]> = [
    [query.pmin, 'minPriceValue', priceUnit], [query.pmax, 'maxPriceValue', priceUnit],
    [query.amin, 'minBuildingArea', 1], [query.amax, 'maxBuildingArea', 1],
    [query.dmin, 'minSaleableArea', 1], [query.dmax, 'maxSaleableArea', 1],
    [query.omin, 'minBuildingAge', 1], [query.omax, 'maxBuildingAge', 1],
  ];
  for (const [v, field, unit] of pairs) if (v !== undefined) out[field] = Math.round(v * unit * 100) / 100;
  if (query.key) out.keywords = query.key;
  if (int(query.companyId) !== undefined) out.companyId = int(query.companyId);
  if (int(query.accountId) !== undefined) out.accountId = int(query.accountId);
  return out as unknown as SearchBody;
}
