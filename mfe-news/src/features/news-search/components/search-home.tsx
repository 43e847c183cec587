import { useApi } from '@portal/shared/api';
import { getRecommendKeyword } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { clearSavedSearches, removeSavedSearch, useSavedSearches } from '@portal/shared/storage';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { NEWS_SEARCH_TYPE, SearchForm, searchListHref, useRunSearch } from './search-form';
import styles from './news-search.module.css';

/** /news/search: the keyword box, the hot keywords and the visitor's own searches. */
export function SearchHome({ locale }: { locale: Locale }) {
  const { t } = useNewsT();
  const hot = useApi(getRecommendKeyword, { body: { searchType: 'news', count: 10 }, language: locale });
  const history = useSavedSearches(NEWS_SEARCH_TYPE);
  const run = useRunSearch(locale);
  return (
    <section className={styles.page} data-testid="news-search">
      <h1>{t('search.title')}</h1>
      <SearchForm locale={locale} />
      <section aria-labelledby="news-hot">
        <h2 id="news-hot">{t('search.hot')}</h2>
        {hot.error && !hot.data ? (
          <p role="alert">{t('search.hotError')}</p>
        ) : !hot.data ? (
          <p aria-busy="true">{t('search.loading')}</p>
        ) : hot.data.length === 0 ? (
          <p>{t('search.hotEmpty')}</p>
        ) : (
          <ul className={styles.chips}>
            {hot.data.map((k) => (
              <li key={k.keywordWithCulture}>
                <Link to={searchListHref(locale, k.keywordWithCulture)} onClick={(e) => { e.preventDefault(); run(k.keywordWithCulture); }}>
                  {k.keywordWithCulture}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="news-history">
        <h2 id="news-history">{t('search.history')}</h2>
        {history.length === 0 ? (
          <p>{t('search.historyEmpty')}</p>
        ) : (
          <>
            <ul className={styles.history}>
              {history.map((s) => (
                <li key={s.searchConditions}>
                  <Link to={searchListHref(locale, s.searchConditions)}>{s.searchConditions}</Link>
                  <button type="button" onClick={() => removeSavedSearch(NEWS_SEARCH_TYPE, s.searchConditions)} aria-label={t('search.remove', { keyword: s.searchConditions })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => clearSavedSearches(NEWS_SEARCH_TYPE)}>{t('search.clearHistory')}</button>
          </>
        )}
      </section>
    </section>
  );
}
