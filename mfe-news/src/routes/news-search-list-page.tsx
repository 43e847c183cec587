import type { RemotePageProps } from '@portal/shared/mf';
import { SearchResults } from '../features/news-search';
import { KEYWORD_PARAM } from '../lib/search';
import { optionalId } from './optional-id';
import { pageNumberOf } from './page-number';

/** newsSearchList: /news/search/list[/t{tId}][/e{eId}[/*]]?keyword= */
export default function NewsSearchListPage({ locale, params, search }: RemotePageProps) {
  const keyword = (new URLSearchParams(search).get(KEYWORD_PARAM) ?? '').trim().slice(0, 100);
  return <SearchResults locale={locale} keyword={keyword} tId={optionalId(params.tId)} eId={optionalId(params.eId)} page={pageNumberOf(search)} />;
}
