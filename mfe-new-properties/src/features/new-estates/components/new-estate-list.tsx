import { useApi } from '@portal/shared/api';
import { searchNewEstate } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, Skeleton, SkeletonCard, useIsMobile } from '@portal/shared/ui';
import { EMPTY_FILTER, PAGE_COUNT, type ListFilter } from '@portal/shared/url';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { chipsOf, filterGroups } from '../filter-options';
import { listHref, orderHref, pageHref } from '../list-url';
import { newEstateSearchBody } from '../search-body';
import { useFilterReference } from '../use-filter-reference';
import { EstatesMap } from './estates-map';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { NewEstateCard } from './new-estate-card';
import { SortSelect } from './sort-select';
import styles from './new-estate-list.module.css';

export interface NewEstateListProps {
  filter: ListFilter;
  locale: Locale;
  tertiary?: string;
  /** a card's extra control (the bookmark toggle) */
  actionFor?: (estateId: number) => ReactNode;
}

/** The new-development list (spec 2.2, 3.3, 4.6): filters, chips, sort, pages, and the map view. */
export function NewEstateList({ filter, locale, tertiary, actionFor }: NewEstateListProps) {
  const { t } = useNewPropertiesT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [view, setView] = useState<'list' | 'map'>('list');
  const { reference, ready } = useFilterReference(locale);
  const groups = filterGroups(reference);
  const state = useApi(searchNewEstate, { body: newEstateSearchBody(filter, reference.dictionaries), language: locale, enabled: ready });
  const page = state.data?.pageIndex ?? filter.page ?? 1;
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE_COUNT)) : 1;
  const hrefOf = (next: ListFilter) => listHref(next, locale, tertiary);
  return (
    <div className={styles.screen}>
      <FilterPanel groups={groups} filter={filter} hrefOf={hrefOf} folded={mobile} />
      <section className={styles.results} aria-busy={state.loading} data-testid="new-estate-list">
        <FilterChips chips={chipsOf(filter, groups)} filter={filter} locale={locale} />
        <div className={styles.toolbar}>
          <p className={styles.total} data-testid="list-total" aria-live="polite">
            {state.data ? t('list.total', { count: state.data.total }) : <Skeleton width="8rem" height="1.6em" />}
          </p>
          <SortSelect order={filter.order ?? 0} onChange={(order) => navigate(orderHref(filter, order, locale, tertiary))} />
          <div className={styles.toggle} role="group" aria-label={t('list.view')}>
            {(['list', 'map'] as const).map((v) => (
              <button key={v} type="button" className={styles.toggleButton} aria-pressed={view === v} onClick={() => setView(v)}>
                {t(`list.views.${v}`)}
              </button>
            ))}
          </div>
        </div>
        {state.error && !state.data ? (
          <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />
        ) : !state.data ? (
          <div className={styles.grid}>{Array.from({ length: 6 }, (_, i) => <SkeletonCard key={i} horizontal={mobile} />)}</div>
        ) : state.data.items.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} action={<Link to={listHref(EMPTY_FILTER, locale)}>{t('filters.clear')}</Link>} />
        ) : (
          <>
            {view === 'map' ? <EstatesMap items={state.data.items} locale={locale} /> : null}
            <div className={styles.grid}>
              {state.data.items.map((item) => (
                <NewEstateCard key={item.estateId} item={item} locale={locale} action={actionFor?.(item.estateId)} />
              ))}
            </div>
            <Pagination
              className={styles.pagination}
              page={page}
              total={pages}
              hrefFor={(n) => pageHref(filter, n, locale, tertiary)}
              linkComponent={RouterPaginationLink}
            />
          </>
        )}
      </section>
    </div>
  );
}
