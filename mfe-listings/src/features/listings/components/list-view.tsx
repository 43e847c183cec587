import { useApi } from '@portal/shared/api';
import { searchProperty, searchTopProperty } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, Skeleton } from '@portal/shared/ui';
import { PAGE_COUNT, type BandResolver, type ListFilter } from '@portal/shared/url';
import type { PropertyListItem } from '@portal/shared/contracts';
import type { ReactNode } from 'react';
import { useListingsT } from '../../../i18n/use-listings-t';
import { Link, useNavigate } from 'react-router';
import { LIST_ROUTE, type ListingKind } from '../list-kind';
import { filterBodyOf, orderHref, pageHref, searchBodyOf } from '../list-query';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { SortSelect } from './sort-select';
import styles from './list-view.module.css';

export interface ListViewProps {
  kind: ListingKind;
  filter: ListFilter;
  locale: Locale;
  tertiary?: string;
  /** the dictionary ranges of the a/d/o/j band codes (filters' makeBandResolver) */
  resolveBand?: BandResolver;
  /** false holds the search (e.g. until the bands can be resolved) */
  enabled?: boolean;
  /** above the toolbar, e.g. the filter chips */
  top?: ReactNode;
  /** beside the sort select, e.g. the map toggle */
  toolbarExtra?: ReactNode;
  /** the results of a page; default a grid of cards */
  renderResults?: (items: readonly PropertyListItem[]) => ReactNode;
  /** shown instead of the plain empty state, below it (e.g. recommendations) */
  emptyExtra?: ReactNode;
  /** after the last page of a short result (fewer than SHORT_PAGE items on it), e.g. listings nearby */
  shortExtra?: ReactNode;
  /**
   * spec 9 ads: the search leaves promoted listings out and SearchTopProperty adds the two best
   * promoted ones of the same filter after the page's items (renderResults places them).
   */
  withPromoted?: boolean;
}

/** a last page with fewer items than this gets the shortExtra (recommendations outside the filter) */
export const SHORT_PAGE = 10;

/** A sale or rent list: SearchProperty with the URL's filter, 20 a page, sort and real page links. */
export function ListView({ kind, filter, locale, tertiary, resolveBand, enabled = true, top, toolbarExtra, renderResults, emptyExtra, shortExtra, withPromoted = false }: ListViewProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const body = { ...searchBodyOf(filter, kind, resolveBand), ...(withPromoted ? { topTypes: [0] } : {}) };
  const state = useApi(searchProperty, { body, language: locale, enabled });
  const topState = useApi(searchTopProperty, { body: filterBodyOf(filter, kind, 2, resolveBand), language: locale, enabled: enabled && withPromoted });
  const promoted = withPromoted && state.data?.items.length ? (topState.data ?? []) : [];
  const page = state.data?.pageIndex ?? filter.page ?? 1;
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE_COUNT)) : 1;
  const keyword = filter.query.key;
  return (
    <section className={styles.list} data-testid={`${kind}-list`} aria-busy={state.loading}>
      <header className={styles.head}>
        <h1>{t(kind === 'buy' ? 'list.buyTitle' : 'list.rentTitle')}</h1>
        {keyword ? <p className={styles.keyword}>{t('list.keyword', { keyword })}</p> : null}
        {top}
        <div className={styles.toolbar}>
          <p className={styles.total} data-testid="list-total" aria-live="polite">
            {state.data ? t('list.total', { count: state.data.total }) : <Skeleton width="8rem" height="1.6em" />}
          </p>
          <SortSelect kind={kind} order={filter.order ?? 0} onChange={(order) => navigate(orderHref(kind, filter, order, locale, tertiary))} />
          {toolbarExtra}
        </div>
      </header>
      {state.error && !state.data ? (
        <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} />
      ) : !state.data ? (
        <ListingGridSkeleton count={8} />
      ) : state.data.items.length === 0 ? (
        <>
          <EmptyState
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={<Link to={href(LIST_ROUTE[kind], {}, locale)}>{t('list.clear')}</Link>}
          />
          {emptyExtra}
        </>
      ) : (
        <>
          {renderResults ? renderResults([...state.data.items, ...promoted.filter((p) => !state.data?.items.some((i) => i.propertyID === p.propertyID))]) : <ListingGrid items={state.data.items} locale={locale} />}
          <Pagination
            className={styles.pagination}
            page={page}
            total={pages}
            hrefFor={(n) => pageHref(kind, filter, n, locale, tertiary)}
            linkComponent={RouterPaginationLink}
          />
          {page >= pages && state.data.items.length < SHORT_PAGE ? shortExtra : null}
        </>
      )}
    </section>
  );
}
