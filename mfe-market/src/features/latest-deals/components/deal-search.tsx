import { useApi } from '@portal/shared/api';
import { searchDeal } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, Select, SkeletonText, TextField } from '@portal/shared/ui';
import { useMarketT } from '../../../i18n/use-market-t';
import { FilterForm } from '../../../lib/filter-form';
import section from '../../../lib/market.module.css';
import { districtsOf, type RegionView } from '../../../lib/regions';
import { useParamHref } from '../../../lib/use-param-href';
import { dealSearchBody, type DealFilters } from '../deal-filters';
import { DealTable } from './deal-table';

export const DEALS_PAGE_SIZE = 20;

/** The latest transactions: filters by region, district, estate, price and date, and the deals page by page. */
export function DealSearch({ locale, filters, regions }: { locale: Locale; filters: DealFilters; regions: readonly RegionView[] }) {
  const { t } = useMarketT();
  const hrefWith = useParamHref();
  const state = useApi(searchDeal, { body: dealSearchBody(filters, DEALS_PAGE_SIZE), language: locale });
  const data = state.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DEALS_PAGE_SIZE)) : 1;
  const results = () => {
    if (state.error && !data) return <ErrorState title={t('deals.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
    if (!data) return <div aria-busy="true" data-testid="deals-loading"><SkeletonText lines={10} /></div>;
    if (data.items.length === 0) return <EmptyState title={t('deals.emptyTitle')} text={t('deals.emptyFiltered')} />;
    return (
      <>
        <p className={section.muted} aria-live="polite" data-testid="deals-total">{t('deals.total', { count: data.total })}</p>
        <DealTable items={data.items} locale={locale} caption={t('deals.pageCaption', { page: data.pageIndex, pages })} />
        <Pagination page={filters.page} total={pages} hrefFor={(n) => hrefWith({ page: n })} linkComponent={RouterPaginationLink} />
      </>
    );
  };
  return (
    // busy while the next page or filter loads: the rows on screen are still the previous ones
    <section className={section.section} aria-labelledby="market-deals-heading" aria-busy={state.loading} data-testid="deal-search">
      <h2 id="market-deals-heading">{t('deals.searchHeading')}</h2>
      <FilterForm label={t('deals.filtersLabel')} submitLabel={t('deals.apply')}>
        <Select name="region" label={t('deals.region')} placeholder={t('deals.any')} defaultValue={filters.region ?? ''} options={regions.map((r) => ({ value: r.code, label: r.name }))} />
        <Select name="district" label={t('deals.district')} placeholder={t('deals.any')} defaultValue={filters.district ?? ''} options={districtsOf(regions, filters.region).map((d) => ({ value: d.code, label: d.name }))} />
        <TextField name="estate" label={t('deals.estate')} defaultValue={filters.estate ?? ''} maxLength={100} />
        <TextField name="min" label={t('deals.minPrice')} type="number" min={0} step={10_000} inputMode="numeric" defaultValue={filters.minPrice ?? ''} />
        <TextField name="max" label={t('deals.maxPrice')} type="number" min={0} step={10_000} inputMode="numeric" defaultValue={filters.maxPrice ?? ''} />
        <TextField name="from" label={t('deals.dateFrom')} type="date" defaultValue={filters.dateFrom ?? ''} />
        <TextField name="to" label={t('deals.dateTo')} type="date" defaultValue={filters.dateTo ?? ''} />
      </FilterForm>
      {results()}
    </section>
  );
}
