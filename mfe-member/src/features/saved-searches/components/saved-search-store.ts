import { getSavedSearches, savedSearchKey, writeJson, type SavedSearch } from '@portal/shared/storage';
import { serialize, type ListFilter, type ListKind } from '@portal/shared/url';
import { href, type Locale } from '@portal/shared/routing';

const LIST_ROUTES = { buy: 'buyList', rent: 'rentList', serviced: 'servicedList' } as const satisfies Record<ListKind, string>;

/** Gives a saved search another text, in its place; a text another search has already is refused (false). */
export function renameSavedSearch(kind: ListKind, from: string, to: string): boolean {
  const text = to.trim();
  const list = getSavedSearches(kind);
  if (!text || list.some((s) => s.searchConditions === text && s.searchConditions !== from)) return false;
  writeJson(savedSearchKey(kind), list.map((s) => (s.searchConditions === from ? { ...s, searchConditions: text } : s)));
  return true;
}

/** The list page a saved search opens: its filter written into the list URL (spec 2.8). */
export function savedSearchHref(kind: ListKind, saved: SavedSearch, locale: Locale): string {
  const base = href(LIST_ROUTES[kind], {}, locale);
  try {
    const { segment, query } = serialize(saved.filter as ListFilter);
    const path = segment ? href(LIST_ROUTES[kind], { filter: segment }, locale) : base;
    return query ? `${path}?${query}` : path;
  } catch {
    return base;
  }
}
