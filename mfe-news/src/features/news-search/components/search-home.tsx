import { useApi } from '@portal/shared/api';
import { getRecommendKeyword } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { SearchForm, SearchHistory, useRunSearch } from '../../../lib/search';
import layout from '../../../lib/articles/articles.module.css';
import styles from '../../../lib/search/search.module.css';
import { newsTarget } from './news-target';

/** /news/search: the keyword box, the hot keywords and the visitor's own searches. */
export function SearchHome({ locale }: { locale: Locale }) {
  const { t } = useNewsT();
  const hot = useApi(getRecommendKeyword, { body: { searchType: 'news', count: 10 }, language: locale });
  const target = newsTarget(locale);
  const run = useRunSearch(target);
  return (
    <section className={layout.page} data-testid="news-search">
      <h1>{t('search.title')}</h1>
      <SearchForm target={target} label={t('search.label')} />
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
                <Link to={target.resultsHref(k.keywordWithCulture)} onClick={(e) => { e.preventDefault(); run(k.keywordWithCulture); }}>
                  {k.keywordWithCulture}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SearchHistory target={target} />
    </section>
  );
}
