/**
 * The new-development list's state is its URL (spec 2.8): the shared codec's filter segment, with
 * the new-development meanings of its codes (y sales status, j intake year, de developer, l
 * feature, v multimedia, p price band, d saleable-area band, hma/hk region and district).
 */
import type { NEW_ESTATE_ORDERS } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { parse, serialize, withOrder, withPage, withoutValue, type FilterCode, type ListFilter } from '@portal/shared/url';

/** the sort orders of SearchNewEstate; the URL's u value is the index (0, the default, is not written) */
export const NEW_ESTATE_ORDER_IDS: ReadonlyArray<(typeof NEW_ESTATE_ORDERS)[number]> = [
  'Default', 'HotDesc', 'PriceAsc', 'PriceDesc', 'SalesStartDesc', 'HandoverAsc',
];

/** the codes a new-development list reads; any other code makes the URL invalid here */
export const NEW_ESTATE_CODES = ['y', 'j', 'de', 'l', 'v', 'p', 'd', 'hma', 'hk'] as const satisfies readonly FilterCode[];
export type NewEstateCode = (typeof NEW_ESTATE_CODES)[number];
/** codes of which one value at a time is kept (a band, a place) */
export const SINGLE_CODES: ReadonlySet<NewEstateCode> = new Set(['p', 'd', 'hma', 'hk']);

export function filterOf(params: Readonly<Record<string, string>>, search: string): ListFilter | null {
  const filter = parse(params.filter ?? '', search.startsWith('?') ? search.slice(1) : search);
  if (!filter) return null;
  const known = new Set<string>(NEW_ESTATE_CODES);
  if (Object.keys(filter.codes).some((code) => !known.has(code))) return null;
  if (filter.order !== undefined && !(filter.order >= 0 && filter.order < NEW_ESTATE_ORDER_IDS.length)) return null;
  return filter;
}

export function listHref(filter: ListFilter, locale: Locale, tertiary?: string): string {
  const { segment, query } = serialize(filter);
  const path = href('newPropertyList', { filter: segment || undefined, tertiary: segment ? tertiary : undefined }, locale);
  return query ? `${path}?${query}` : path;
}

export const pageHref = (filter: ListFilter, page: number, locale: Locale, tertiary?: string) =>
  listHref(withPage(filter, page), locale, tertiary);

export const orderHref = (filter: ListFilter, order: number, locale: Locale, tertiary?: string) =>
  listHref(withOrder(filter, order === 0 ? undefined : order), locale, tertiary);

export function isChosen(filter: ListFilter, code: NewEstateCode, value: string): boolean {
  return filter.codes[code]?.includes(value) ?? false;
}

/** The filter with `value` of `code` switched on or off; the page goes back to 1 (spec 4.6). */
export function toggled(filter: ListFilter, code: NewEstateCode, value: string): ListFilter {
  if (isChosen(filter, code, value)) return withoutValue(filter, code, value);
  const { page: _page, ...rest } = filter;
  const codes = { ...filter.codes };
  codes[code] = SINGLE_CODES.has(code) ? [value] : [...(codes[code] ?? []), value].sort((a, b) => Number(a) - Number(b));
  // a district belongs to one region: choosing either replaces the other
  if (code === 'hk') delete codes.hma;
  if (code === 'hma') delete codes.hk;
  return { ...rest, codes };
}
