import { useApi } from '@portal/shared/api';
import { getEstateDetailInformation, searchInformation } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import { articleHref, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-detail.module.css';

type Article = { informationID: number; kind: 'news' | 'estate-news' | 'tips' | 'encyclopedia' | 'faq'; titleWithCulture: string; summaryWithCulture: string; publishTime: string };

function ArticleList({ items, locale }: { items: readonly Article[]; locale: Locale }) {
  return (
    <ul className={styles.articles}>
      {items.map((a) => (
        <li key={a.informationID}>
          <Link to={articleHref(a, locale)}>{a.titleWithCulture}</Link>
          <p className={styles.muted}>{formatDate(a.publishTime, locale)} · {a.summaryWithCulture}</p>
        </li>
      ))}
    </ul>
  );
}

/** Related news: every article about the estate (GetEstateDetailInformation), newest first. */
export function EstateNews({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateDetailInformation, { body: { estateId, pageCount: 10 }, language: locale });
  return (
    <section className={styles.section} data-testid="estate-news">
      <h2>{t('news.title')}</h2>
      {state.error && !state.data ? <ErrorState title={t('news.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
        : !state.data ? <SkeletonText lines={4} />
        : state.data.items.length === 0 ? <EmptyState title={t('news.none')} />
        : <ArticleList items={state.data.items} locale={locale} />}
    </section>
  );
}

/** FAQ: the estate's own questions, else the buying questions every estate shares. */
export function EstateFaq({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const own = useApi(searchInformation, { body: { kind: 'faq', estateId, pageCount: 10 }, language: locale });
  const general = useApi(searchInformation, { body: { kind: 'faq', pageCount: 10 }, language: locale, enabled: own.data?.items.length === 0 });
  const state = own.data?.items.length === 0 ? general : own;
  return (
    <section className={styles.section} data-testid="estate-faq">
      <h2>{t('faq.title')}</h2>
      {state.error && !state.data ? <ErrorState title={t('faq.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
        : !state.data ? <SkeletonText lines={4} />
        : state.data.items.length === 0 ? <EmptyState title={t('faq.none')} />
        : (
          <>
            {state === general ? <p>{t('faq.general')}</p> : null}
            <ArticleList items={state.data.items} locale={locale} />
          </>
        )}
    </section>
  );
}
