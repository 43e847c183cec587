/**
 * A new-development list filter as the SearchNewEstate body (spec 3.3, 7.6). Bands are positions
 * in the loaded dictionaries (NewEstateSalePrice, NewEstateArea, NewEstateSalesComDate); a band
 * that the dictionaries do not (yet) know is not sent. There is no rentalType here (spec 7).
 */
import type { DictionaryEntry } from '@portal/shared/contracts';
import { districtCode, nthBand, PAGE_COUNT, regionCode, SALE_PRICE_UNIT, type ListFilter } from '@portal/shared/url';
import { NEW_ESTATE_ORDER_IDS } from './list-url';

export type Dictionaries = Readonly<Record<string, readonly DictionaryEntry[] | undefined>>;

export interface NewEstateSearchBody {
  pageIndex: number;
  pageCount: number;
  order?: (typeof NEW_ESTATE_ORDER_IDS)[number];
  keywords?: string;
  regionCode?: string;
  zoneCode?: string;
  saleStatuses?: number[];
  newFeature?: number[];
  multimedia?: number[];
  intakeTime?: string[];
  priceCode?: string;
  minPrice?: number;
  maxPrice?: number;
  minSaleableArea?: number;
  maxSaleableArea?: number;
  developers?: number[];
}

const ints = (values: readonly string[] | undefined) => values?.map(Number).filter(Number.isInteger);
const band = (dictionaries: Dictionaries, group: string, value: string | undefined) =>
  value === undefined ? undefined : nthBand(dictionaries[group], value)?.dictionaryValue;

/** Groups entries of SearchDictionaryInfo by their group name, in their display order. */
export function dictionariesOf(entries: readonly DictionaryEntry[]): Dictionaries {
  const out: Record<string, DictionaryEntry[]> = {};
  for (const entry of [...entries].sort((a, b) => a.sort - b.sort)) (out[entry.itemName] ??= []).push(entry);
  return out;
}

export function newEstateSearchBody(filter: ListFilter, dictionaries: Dictionaries, pageCount = PAGE_COUNT): NewEstateSearchBody {
  const { codes, query } = filter;
  const body: NewEstateSearchBody = { pageIndex: filter.page ?? 1, pageCount };
  const order = filter.order === undefined ? undefined : NEW_ESTATE_ORDER_IDS[filter.order];
  if (order && order !== 'Default') body.order = order;
  const lists = { saleStatuses: ints(codes.y), newFeature: ints(codes.l), multimedia: ints(codes.v), developers: ints(codes.de) };
  for (const [field, values] of Object.entries(lists)) if (values?.length) body[field as keyof typeof lists] = values;
  const intake = (codes.j ?? []).map((v) => band(dictionaries, 'NewEstateSalesComDate', v)).filter((v) => v !== undefined);
  if (intake.length > 0) body.intakeTime = intake;
  const price = band(dictionaries, 'NewEstateSalePrice', codes.p?.[0]);
  if (price) body.priceCode = price;
  const area = band(dictionaries, 'NewEstateArea', codes.d?.[0])?.split('-').map(Number);
  if (area && area.length === 2 && area.every(Number.isFinite)) [body.minSaleableArea, body.maxSaleableArea] = area;
  if (codes.hk?.[0]) body.zoneCode = districtCode(codes.hk[0]);
  else if (codes.hma?.[0]) body.regionCode = regionCode(codes.hma[0]);
  // custom ranges: prices in 10K as on the sale list (spec 5), areas in square feet
  if (typeof query.pmin === 'number') body.minPrice = query.pmin * SALE_PRICE_UNIT;
  if (typeof query.pmax === 'number') body.maxPrice = query.pmax * SALE_PRICE_UNIT;
  if (typeof query.dmin === 'number') body.minSaleableArea = query.dmin;
  if (typeof query.dmax === 'number') body.maxSaleableArea = query.dmax;
  if (query.key) body.keywords = query.key;
  return body;
}
