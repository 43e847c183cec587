import { mediaUrl, useApi } from '@portal/shared/api';
import { getFeaturedInformation } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonCard } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from './featured-news.module.css';

/** The home page widget: featured news (spec 9: 6 articles). */
export function FeaturedNews({ locale }: { locale: Locale }) {
  const { t } = useNewsT();
  const state = useApi(getFeaturedInformation, { query: { subCategoryID: 0, size: 6 }, language: locale });
  if (state.error && !state.data) return <ErrorState message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  if (!state.data) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (state.data.length === 0) return <p>{t('featured.empty')}</p>;
  return (
    <ul className={styles.grid} data-testid="featured-news-widget">
      {state.data.map((item) => (
        <li key={item.informationID} className={styles.item}>
          <Link to={href('newsDetail', { id: item.informationID }, locale)}>
            {item.cover ? <img src={mediaUrl(item.cover)} alt="" width={320} height={180} loading="lazy" decoding="async" /> : null}
            <span className={styles.title}>{item.titleWithCulture}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
