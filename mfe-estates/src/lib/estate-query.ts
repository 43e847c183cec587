/**
 * The estate list's state is its URL (spec 2.8): the filter segment and query decode to a
 * ListFilter with the shared codec; page, sort and chip links encode back through it. On estate
 * pages `d` is the band of average deal price per saleable ft² (PracticalFootPrice) and `o` the
 * building-age band (BuildingAge); custom ranges are dmin/dmax and omin/omax.
 */
import type { DictionaryEntry, SearchEstateBody } from '@portal/shared/contracts';
import { ESTATE_ORDERS } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import {
  PAGE_COUNT, districtCode, nthBand, parse, regionCode, serialize, subAreaCode, withOrder, withPage,
  type ListFilter,
} from '@portal/shared/url';

export type EstateOrder = (typeof ESTATE_ORDERS)[number];

/** The `u` id of an estate sort: its place in ESTATE_ORDERS from 1 (no `u`: the default, most listings). */
export const orderIdOf = (order: EstateOrder): number => ESTATE_ORDERS.indexOf(order) + 1;
export const orderOfId = (id: number | undefined): EstateOrder | undefined => (id ? ESTATE_ORDERS[id - 1] : undefined);

/** The dictionary groups the band codes read. */
export interface EstateBands {
  PracticalFootPrice?: readonly DictionaryEntry[];
  BuildingAge?: readonly DictionaryEntry[];
}

export function filterOf(params: Readonly<Record<string, string>>, search: string): ListFilter | null {
  return parse(params.filter ?? '', search.startsWith('?') ? search.slice(1) : search);
}

export function estateListHref(filter: ListFilter, locale: Locale, tertiary?: string): string {
  const { segment, query } = serialize(filter);
  const path = href('estateList', { filter: segment || undefined, tertiary: segment ? tertiary : undefined }, locale);
  return query ? `${path}?${query}` : path;
}

export const pageHref = (filter: ListFilter, page: number, locale: Locale, tertiary?: string) =>
  estateListHref(withPage(filter, page), locale, tertiary);

export const orderHref = (filter: ListFilter, order: EstateOrder | undefined, locale: Locale, tertiary?: string) =>
  estateListHref(withOrder(filter, order ? orderIdOf(order) : undefined), locale, tertiary);

const first = (values: readonly string[] | undefined) => values?.[0];
const ints = (values: readonly string[] | undefined) => values?.map(Number);

/** The SearchEstate body of a filter; band codes are sent once their dictionary is loaded. */
export function searchBodyOf(filter: ListFilter, bands: EstateBands = {}): SearchEstateBody {
  const { codes, query } = filter;
  const hma = first(codes.hma);
  const hk = first(codes.hk);
  const hmm = first(codes.hmm);
  const price = first(codes.d);
  const age = first(codes.o);
  const body: SearchEstateBody = {
    pageIndex: filter.page ?? 1,
    pageCount: PAGE_COUNT,
    order: orderOfId(filter.order),
    keywords: query.key,
    regionCode: hma && regionCode(hma),
    zoneCode: hk && districtCode(hk),
    gscopeCode: hmm && subAreaCode(hmm),
    schoolNets: filter.schoolNet,
    LineId: first(codes.zl) === undefined ? undefined : Number(first(codes.zl)),
    StationIds: ints(codes.zs),
    priceCode: price === undefined ? undefined : nthBand(bands.PracticalFootPrice, price)?.dictionaryValue,
    minPrice: query.dmin,
    maxPrice: query.dmax,
    buildingAge: age === undefined ? undefined : nthBand(bands.BuildingAge, age)?.dictionaryValue,
    minBuildingAge: query.omin,
    maxBuildingAge: query.omax,
    developers: ints(codes.de),
    facilities: ints(codes.k),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as SearchEstateBody;
}

/** whether the filter has band codes that wait for their dictionaries */
export const needsBands = (filter: ListFilter) => Boolean(filter.codes.d?.length || filter.codes.o?.length);
