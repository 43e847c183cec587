import { useApi, usePageNow } from '@portal/shared/api';
import type { BodyOf, searchInformation as searchContract } from '@portal/shared/contracts';
import { searchInformation } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonCard } from '@portal/shared/ui';
import { useNewsT } from '../../i18n/use-news-t';
import { ArticleCard } from './article-card';
import styles from './articles.module.css';

export const NEWS_PAGE_SIZE = 20;

export type ArticleQuery = Omit<BodyOf<typeof searchContract>, 'pageIndex' | 'pageCount'>;

interface Props {
  locale: Locale;
  query: ArticleQuery;
  page: number;
  /** the link to another page of the same results */
  pageHref: (page: number) => string;
  emptyTitle?: string;
  emptyText?: string;
}

/** A page of articles (SearchInformation): loading, error, empty, the cards and the pages. */
export function ArticleResults({ locale, query, page, pageHref, emptyTitle, emptyText }: Props) {
  const { t } = useNewsT();
  const state = useApi(searchInformation, { body: { ...query, pageIndex: page, pageCount: NEWS_PAGE_SIZE }, language: locale });
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / NEWS_PAGE_SIZE)) : 1;
  const now = usePageNow();
  if (state.error && !state.data) return <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!state.data) {
    return (
      <div aria-busy="true" data-testid="articles-loading">
        <SkeletonCard horizontal />
        <SkeletonCard horizontal />
        <SkeletonCard horizontal />
      </div>
    );
  }
  if (state.data.items.length === 0) return <EmptyState title={emptyTitle ?? t('list.emptyTitle')} text={emptyText ?? t('list.emptyText')} />;
  return (
    <>
      <p className={styles.meta} aria-live="polite">{t('list.total', { count: state.data.total })}</p>
      <ul className={styles.list}>
        {state.data.items.map((item) => (
          <ArticleCard key={item.informationID} item={item} locale={locale} now={now} />
        ))}
      </ul>
      <Pagination page={page} total={pages} hrefFor={pageHref} linkComponent={RouterPaginationLink} />
    </>
  );
}
