import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonCard } from '@portal/shared/ui';
import { PAGE_COUNT, withPage, type BandResolver, type ListFilter } from '@portal/shared/url';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useServicedSearch } from '../api/use-serviced-search';
import { ServicedCard } from './serviced-card';
import { ServicedToolbar } from './serviced-toolbar';
import styles from './serviced-list.module.css';

export interface ServicedListProps {
  filter: ListFilter;
  locale: Locale;
  /** the URL of a filter on this page's route */
  hrefOf: (filter: ListFilter) => string;
  /** band values for p/a/d/o codes (the filters feature's makeBandResolver) */
  resolveBand?: BandResolver;
  /** false holds the search (until the bands can be resolved) */
  enabled?: boolean;
  /** above the toolbar, e.g. the chips of the chosen filters */
  top?: ReactNode;
}

/** Serviced apartments: rent listings flagged serviced, with district, sort and pages of 20. */
export function ServicedList({ filter, locale, hrefOf, resolveBand, enabled = true, top }: ServicedListProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const state = useServicedSearch(filter, locale, resolveBand, enabled);
  const page = filter.page ?? 1;
  const filtered = Object.keys(filter.codes).length > 0;
  return (
    <section className={styles.list} data-testid="serviced-list">
      <header className={styles.head}>
        <h1>{t('serviced.list.title')}</h1>
        <p className={styles.lead}>{t('serviced.list.lead')}</p>
      </header>
      {top}
      <ServicedToolbar filter={filter} locale={locale} onChange={(next) => navigate(hrefOf(next))} />
      {state.error && !state.data ? (
        <ErrorState title={t('serviced.list.errorTitle')} message={state.error.message} onRetry={state.reload} />
      ) : !state.data ? (
        <div className={styles.grid} aria-busy="true" data-testid="serviced-skeleton">
          {Array.from({ length: 6 }, (_, i) => <SkeletonCard key={i} />)}
        </div>
      ) : state.data.items.length === 0 ? (
        <EmptyState
          title={t('serviced.list.empty')}
          text={t('serviced.list.emptyText')}
          action={filtered ? <Link to={hrefOf({ codes: {}, query: {} })}>{t('serviced.list.clear')}</Link> : undefined}
        />
      ) : (
        <>
          <p className={styles.total} aria-live="polite" data-testid="serviced-total">{t('serviced.list.total', { count: state.data.total })}</p>
          <ul className={styles.grid}>
            {state.data.items.map((item, i) => <ServicedCard key={item.propertyID} item={item} locale={locale} eager={i < 2} />)}
          </ul>
          <Pagination
            className={styles.pagination}
            page={page}
            total={Math.max(1, Math.ceil(state.data.total / PAGE_COUNT))}
            hrefFor={(n) => hrefOf(withPage(filter, n))}
            linkComponent={RouterPaginationLink}
          />
        </>
      )}
    </section>
  );
}
