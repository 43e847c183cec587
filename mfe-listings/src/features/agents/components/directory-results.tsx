import type { ApiFailure } from '@portal/shared/api';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonCard } from '@portal/shared/ui';
import { PAGE_COUNT } from '@portal/shared/url';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import styles from './directory.module.css';

export interface DirectoryResultsProps<T> {
  data?: { items: readonly T[]; total: number };
  error?: ApiFailure;
  reload: () => void;
  page: number;
  hrefFor: (page: number) => string;
  /** what an empty result says, and the link that clears the filters */
  emptyTitle: string;
  clearHref?: string;
  /** one card per item, in a list */
  renderItem?: (item: T) => ReactNode;
  /** or the whole list at once (a grid another feature draws) */
  renderList?: (items: readonly T[]) => ReactNode;
  testId: string;
}

/** A directory's results: total, skeletons while loading, error with retry, empty state, cards, pages. */
export function DirectoryResults<T>(props: DirectoryResultsProps<T>) {
  const { data, error, reload, page, hrefFor, emptyTitle, clearHref, renderItem, renderList, testId } = props;
  const { t } = useListingsT();
  if (error && !data) return <ErrorState title={t('agents.directory.errorTitle')} message={error.message} onRetry={reload} />;
  if (!data) {
    return (
      <div className={styles.grid} aria-busy="true" data-testid="directory-skeleton">
        {Array.from({ length: 6 }, (_, i) => <SkeletonCard key={i} horizontal lines={3} />)}
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        text={t('agents.directory.emptyText')}
        action={clearHref ? <Link to={clearHref}>{t('agents.directory.clear')}</Link> : undefined}
      />
    );
  }
  return (
    <>
      <p className={styles.total} aria-live="polite" data-testid="directory-total">{t('agents.directory.total', { count: data.total })}</p>
      {renderList ? (
        <div data-testid={testId}>{renderList(data.items)}</div>
      ) : (
        <ul className={styles.grid} data-testid={testId}>{renderItem ? data.items.map(renderItem) : null}</ul>
      )}
      <Pagination
        className={styles.pagination}
        page={page}
        total={Math.max(1, Math.ceil(data.total / PAGE_COUNT))}
        hrefFor={hrefFor}
        linkComponent={RouterPaginationLink}
      />
    </>
  );
}
