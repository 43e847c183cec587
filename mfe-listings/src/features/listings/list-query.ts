/**
 * The list page's state is its URL (spec 2.8): the filter segment and query decode to a
 * ListFilter; page links and sort changes encode back through the same codec.
 */
import { href, type Locale } from '@portal/shared/routing';
import type { SearchPropertyRequest } from '@portal/shared/contracts';
import { parse, serialize, toSearchBody, withOrder, withPage, type BandResolver, type ListFilter } from '@portal/shared/url';
import { LIST_ROUTE, type ListingKind } from './list-kind';

export function filterOf(params: Readonly<Record<string, string>>, search: string): ListFilter | null {
  return parse(params.filter ?? '', search.startsWith('?') ? search.slice(1) : search);
}

export function listHref(kind: ListingKind, filter: ListFilter, locale: Locale, tertiary?: string): string {
  const { segment, query } = serialize(filter);
  const path = href(LIST_ROUTE[kind], { filter: segment || undefined, tertiary: segment ? tertiary : undefined }, locale);
  return query ? `${path}?${query}` : path;
}

export function pageHref(kind: ListingKind, filter: ListFilter, page: number, locale: Locale, tertiary?: string): string {
  return listHref(kind, withPage(filter, page), locale, tertiary);
}

export function orderHref(kind: ListingKind, filter: ListFilter, order: number, locale: Locale, tertiary?: string): string {
  return listHref(kind, withPage(withOrder(filter, order === 0 ? undefined : order), 1), locale, tertiary);
}

export function searchBodyOf(filter: ListFilter, kind: ListingKind, resolveBand?: BandResolver): SearchPropertyRequest {
  return toSearchBody(filter, kind, resolveBand);
}

/** The search filter without paging or order, for the calls that take a count (promoted, recommendations). */
export function filterBodyOf(filter: ListFilter, kind: ListingKind, count: number, resolveBand?: BandResolver) {
  const { pageIndex: _page, pageCount: _count, order: _order, ...rest } = searchBodyOf(filter, kind, resolveBand);
  return { ...rest, pageCount: count };
}
