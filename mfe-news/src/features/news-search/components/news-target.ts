import { href, type Locale } from '@portal/shared/routing';
import { KEYWORD_PARAM, type SearchTarget } from '../../../lib/search';

/** The results page of a keyword, within a topic (t) and an estate (e) when given. */
export function searchListHref(locale: Locale, keyword: string, filters: { tId?: number; eId?: number } = {}, page = 1): string {
  return href('newsSearchList', filters, locale, { [KEYWORD_PARAM]: keyword.trim() || undefined, page: page > 1 ? page : undefined });
}

/** news searches: the 'news' history list, results under /news/search/list */
export const newsTarget = (locale: Locale, filters: { tId?: number; eId?: number } = {}): SearchTarget => ({
  historyType: 'news', resultsHref: (keyword) => searchListHref(locale, keyword, filters),
});
