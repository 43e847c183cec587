import { mediaUrl } from '@portal/shared/api';
import type { ResultOf } from '@portal/shared/contracts';
import type { searchInformation } from '@portal/shared/contracts';
import { relativeTime } from '@portal/shared/format';
import { articleHref, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../i18n/use-news-t';
import styles from './articles.module.css';

export type ArticleItem = ResultOf<typeof searchInformation>['items'][number];

/** Where an article is read (one table for every remote that links to articles). */
export { articleHref };

/** An article in a list: cover, title, summary, category and age. Text only, never HTML. */
export function ArticleCard({ item, locale, now }: { item: ArticleItem; locale: Locale; now: number }) {
  const { t } = useNewsT();
  return (
    <li className={styles.card} data-testid="article-card">
      <Link className={styles.cardLink} to={articleHref(item, locale)}>
        {item.cover ? <img src={mediaUrl(item.cover)} alt="" width={160} height={120} loading="lazy" decoding="async" /> : null}
        <div>
          <h3 className={styles.cardTitle}>{item.titleWithCulture}</h3>
          <p className={styles.summary}>{item.summaryWithCulture}</p>
          <p className={styles.meta}>
            {[item.estateNameWithCulture, item.categoryNameWithCulture, relativeTime(item.publishTime, now, locale), t('list.views', { count: item.viewCount })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </Link>
    </li>
  );
}
