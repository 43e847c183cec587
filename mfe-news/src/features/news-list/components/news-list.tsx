import { useApi } from '@portal/shared/api';
import { searchInformation } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, SkeletonCard } from '@portal/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import { ArticleCard } from './article-card';
import { CategoryNav } from './category-nav';
import styles from './news-list.module.css';

export const NEWS_PAGE_SIZE = 20;

/** The link to a page of the list: real links (?page=n), for readers and crawlers alike. */
export function newsPageHref(locale: Locale, page: number, categoryId?: number): string {
  const query = { page: page > 1 ? page : undefined };
  return categoryId === undefined ? href('newsList', {}, locale, query) : href('newsCategory', { bId: categoryId }, locale, query);
}

/** Categories, then the articles of the chosen one (SearchInformation), 20 a page. */
export function NewsList({ locale, categoryId, page }: { locale: Locale; categoryId?: number; page: number }) {
  const { t } = useNewsT();
  const state = useApi(searchInformation, { body: { kind: 'news', categoryId, pageIndex: page, pageCount: NEWS_PAGE_SIZE }, language: locale });
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / NEWS_PAGE_SIZE)) : 1;
  const [now] = useState(() => Date.now());
  return (
    <section className={styles.page} data-testid="news-list">
      <h1>{t('list.title')}</h1>
      <CategoryNav locale={locale} categoryId={categoryId} />
      {state.error && !state.data ? (
        <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} />
      ) : !state.data ? (
        <div aria-busy="true">
          <SkeletonCard horizontal />
          <SkeletonCard horizontal />
          <SkeletonCard horizontal />
        </div>
      ) : state.data.items.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
      ) : (
        <>
          <p className={styles.meta}>{t('list.total', { count: state.data.total })}</p>
          <ul className={styles.list}>
            {state.data.items.map((item) => (
              <ArticleCard key={item.informationID} item={item} locale={locale} now={now} />
            ))}
          </ul>
          <Pagination
            page={page}
            total={pages}
            hrefFor={(n) => newsPageHref(locale, n, categoryId)}
            linkComponent={({ href: to, ...rest }) => <Link to={to} {...rest} />}
          />
        </>
      )}
    </section>
  );
}
