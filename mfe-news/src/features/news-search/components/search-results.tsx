import type { Locale } from '@portal/shared/routing';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleResults } from '../../../lib/articles';
import { SearchForm } from '../../../lib/search';
import layout from '../../../lib/articles/articles.module.css';
import { newsTarget, searchListHref } from './news-target';

interface Props {
  locale: Locale;
  keyword: string;
  /** a topic (news category) and an estate narrowing the search */
  tId?: number;
  eId?: number;
  page: number;
}

/** /news/search/list[/t{tId}][/e{eId}]?keyword=: the news that match, best first, 20 a page. */
export function SearchResults({ locale, keyword, tId, eId, page }: Props) {
  const { t } = useNewsT();
  const filters = { tId, eId };
  return (
    <section className={layout.page} data-testid="news-search-results">
      <h1>{keyword ? t('search.resultsFor', { keyword }) : t('search.title')}</h1>
      <SearchForm key={keyword} target={newsTarget(locale, filters)} initial={keyword} label={t('search.label')} />
      {keyword ? (
        <ArticleResults
          locale={locale}
          query={{ kind: 'news', keyword, categoryId: tId, estateId: eId }}
          page={page}
          pageHref={(n) => searchListHref(locale, keyword, filters, n)}
          emptyTitle={t('search.noResultsTitle', { keyword })}
          emptyText={t('search.noResultsText')}
        />
      ) : (
        <p>{t('search.enterKeyword')}</p>
      )}
    </section>
  );
}
