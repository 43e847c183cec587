import { useApi } from '@portal/shared/api';
import { getRecommendKeyword } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { Skeleton } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/** Popular searches (GetRecommendKeyword), each a link to the buy list with its keyword. */
export function HotSearches({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const state = useApi(getRecommendKeyword, { body: { searchType: 'buy', count: 10 }, language: locale, loadingBar: false }, [locale]);
  return (
    <section className={styles.hot} aria-labelledby="hot-searches" data-testid="hot-searches">
      <h2 id="hot-searches">{t('home.hotSearches')}</h2>
      {state.loading ? (
        <Skeleton width="60%" height="2.25rem" />
      ) : state.data && state.data.length > 0 ? (
        <ul className={styles.keywords}>
          {state.data.map((k) => (
            <li key={k.keywordWithCulture}>
              <Link to={href('buyList', {}, locale, { key: k.keywordWithCulture })}>{k.keywordWithCulture}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`${styles.keywords} ${styles.muted}`}>{t('home.noHotSearches')}</p>
      )}
    </section>
  );
}
