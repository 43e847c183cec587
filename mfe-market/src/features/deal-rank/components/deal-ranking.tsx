import { useApi } from '@portal/shared/api';
import { searchDealRank } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonText } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useMarketT } from '../../../i18n/use-market-t';
import { ChipNav } from '../../../lib/chip-nav';
import section from '../../../lib/market.module.css';
import type { RegionView } from '../../../lib/regions';
import { useParamHref } from '../../../lib/use-param-href';
import { DEFAULT_RANK_MONTHS, RANK_MONTHS, RANK_ORDERS, type RankOrder } from '../rank-options';
import { RankTable } from './rank-table';

export interface DealRankingProps {
  locale: Locale;
  months: number;
  order: RankOrder;
  regionCode?: string;
  zoneCode?: string;
  /** the regions to choose from (GetGscope), none while they load */
  regions: readonly RegionView[];
  page: number;
  pageSize: number;
  /** page links below the table (the ranking page); the market page shows its first page only */
  paged: boolean;
  heading: ReactNode;
  /** e.g. the district filter of the ranking page */
  extraFilters?: ReactNode;
  /** e.g. the link to the full ranking */
  footer?: ReactNode;
}

/** Estates ranked by their sale deals over the chosen months (SearchDealRank), by region and order. */
export function DealRanking(props: DealRankingProps) {
  const { locale, months, order, regionCode, zoneCode, page, pageSize } = props;
  const { t } = useMarketT();
  const hrefWith = useParamHref();
  const state = useApi(searchDealRank, { body: { months, order, regionCode, zoneCode, pageIndex: page, pageCount: pageSize }, language: locale });
  const data = state.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const body = () => {
    if (state.error && !data) return <ErrorState title={t('rank.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
    if (!data) return <div aria-busy="true" data-testid="rank-loading"><SkeletonText lines={8} /></div>;
    if (data.items.length === 0) return <EmptyState title={t('rank.emptyTitle')} text={t('rank.emptyText')} />;
    return (
      <>
        <p className={section.muted} aria-live="polite" data-testid="rank-total">{t('rank.total', { count: data.total, months })}</p>
        <RankTable items={data.items} locale={locale} firstRank={(page - 1) * pageSize + 1} caption={t('rank.caption', { months, order: t(`rank.orders.${order}`) })} />
        {props.paged && (
          <Pagination page={page} total={pages} hrefFor={(n) => hrefWith({ page: n })} linkComponent={RouterPaginationLink} />
        )}
      </>
    );
  };
  return (
    <section className={section.section} aria-labelledby="market-rank-heading" data-testid="deal-ranking">
      <h2 id="market-rank-heading">{props.heading}</h2>
      <ChipNav
        label={t('rank.monthsLabel')}
        links={RANK_MONTHS.map((m) => ({ key: String(m), label: t(`rank.monthChoices.m${m}`), to: hrefWith({ months: m === DEFAULT_RANK_MONTHS ? undefined : m }), current: m === months }))}
      />
      <ChipNav
        label={t('rank.regionLabel')}
        links={[{ code: undefined, name: t('rank.allRegions') }, ...props.regions].map((r) => ({
          key: r.code ?? 'all', label: r.name, to: hrefWith({ region: r.code, district: undefined }), current: r.code === regionCode,
        }))}
      />
      {props.extraFilters}
      <ChipNav
        label={t('rank.orderLabel')}
        testId="rank-orders"
        links={RANK_ORDERS.map((o) => ({ key: o, label: t(`rank.orders.${o}`), to: hrefWith({ order: o === 'DealCount' ? undefined : o }), current: o === order }))}
      />
      {body()}
      {props.footer}
    </section>
  );
}
