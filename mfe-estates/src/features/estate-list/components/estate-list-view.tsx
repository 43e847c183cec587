import { useApi } from '@portal/shared/api';
import { ESTATE_ORDERS } from '@portal/shared/endpoints';
import { searchEstate } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, Skeleton, SkeletonCard } from '@portal/shared/ui';
import { PAGE_COUNT, serialize, type ListFilter } from '@portal/shared/url';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { clearedFilter, estateChips } from '../../../lib/estate-chips';
import { estateListHref, needsBands, orderHref, orderOfId, pageHref, searchBodyOf, type EstateOrder } from '../../../lib/estate-query';
import type { EstateReference } from '../../../lib/estate-reference';
import type { EstateListItem } from '../../../lib/types';
import { EstateCard } from './estate-card';
import { EstateFilterForm } from './estate-filter-form';
import styles from './estate-list.module.css';

export interface EstateListViewProps {
  filter: ListFilter;
  locale: Locale;
  reference: EstateReference;
  tertiary?: string;
  /** above the cards of a page, e.g. the same estates on the map */
  aboveResults?: (items: readonly EstateListItem[]) => ReactNode;
  toolbarExtra?: ReactNode;
  /** below the filter, e.g. the estates viewed before */
  asideExtra?: ReactNode;
}

/**
 * The estate list (spec 2.2, 2.6): the filter, chips of the chosen filters, the total, the four
 * estate sorts of 3.4, 20 estates a page with real page links, and empty and error states.
 */
export function EstateListView({ filter, locale, reference, tertiary, aboveResults, toolbarExtra, asideExtra }: EstateListViewProps) {
  const { t } = useEstatesT();
  const navigate = useNavigate();
  const enabled = !needsBands(filter) || reference.bandsSettled;
  const state = useApi(searchEstate, { body: searchBodyOf(filter, reference.bands), language: locale, enabled });
  const chips = estateChips(filter, reference, (keyword) => t('chips.keyword', { keyword }));
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE_COUNT)) : 1;
  const go = (next: ListFilter) => navigate(estateListHref(next, locale, tertiary));
  return (
    <div className={styles.screen}>
      <aside className={styles.side}>
        <EstateFilterForm key={JSON.stringify(serialize(filter))} filter={filter} reference={reference} locale={locale} onApply={go} />
        {asideExtra}
      </aside>
      <section className={styles.results} aria-busy={state.loading} data-testid="estate-list">
        <h1 className={styles.title}>{t('page.title')}</h1>
        {chips.length > 0 ? (
          <nav className={styles.chips} aria-label={t('chips.label')}>
            <ul>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link className={styles.chip} to={estateListHref(chip.without, locale, tertiary)} aria-label={t('chips.remove', { label: chip.label })} data-testid="estate-chip">
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={estateListHref(clearedFilter(filter), locale)}>{t('chips.clearAll')}</Link>
          </nav>
        ) : null}
        <div className={styles.toolbar}>
          <p className={styles.total} aria-live="polite" data-testid="estate-total">
            {state.data ? t('list.total', { count: state.data.total }) : <Skeleton width="8rem" height="1.6em" />}
          </p>
          <label className={styles.sort}>
            <span>{t('list.sort')}</span>
            <select data-testid="estate-sort" value={orderOfId(filter.order) ?? ''}
              onChange={(e) => navigate(orderHref(filter, (e.target.value || undefined) as EstateOrder | undefined, locale, tertiary))}>
              <option value="">{t('list.sorts.default')}</option>
              {ESTATE_ORDERS.map((o) => <option key={o} value={o}>{t(`list.sorts.${o}`)}</option>)}
            </select>
          </label>
          {toolbarExtra}
        </div>
        {state.error && !state.data ? (
          <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />
        ) : !state.data ? (
          <div className={styles.grid}>{Array.from({ length: 6 }, (_, i) => <SkeletonCard key={i} />)}</div>
        ) : state.data.items.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} action={<Link to={estateListHref(clearedFilter(filter), locale)}>{t('chips.clearAll')}</Link>} />
        ) : (
          <>
            {aboveResults?.(state.data.items)}
            <div className={styles.grid}>
              {state.data.items.map((item, i) => <EstateCard key={item.estateID} item={item} locale={locale} eager={i < 2} />)}
            </div>
            <Pagination className={styles.pagination} page={state.data.pageIndex} total={pages} hrefFor={(n) => pageHref(filter, n, locale, tertiary)}
              linkComponent={RouterPaginationLink} />
          </>
        )}
      </section>
    </div>
  );
}
