import { useApi } from '@portal/shared/api';
import { getPriceIndex } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useMarketT } from '../../../i18n/use-market-t';
import { changeClass } from '../../../lib/change-class';
import { ChipNav } from '../../../lib/chip-nav';
import { changeText } from '../../../lib/money';
import section from '../../../lib/market.module.css';
import { useParamHref } from '../../../lib/use-param-href';
import { DEFAULT_PERIOD, INDEX_PERIODS, type IndexPeriod } from '../periods';
import { IndexChart } from './index-chart';
import { IndexTable } from './index-table';
import styles from './price-index.module.css';

interface Props {
  locale: Locale;
  period: IndexPeriod;
  /** a region's series, or the territory's when absent */
  regionCode?: string;
}

/** The weekly price index (GetPriceIndex): its latest value and changes, the chart and its table. */
export function PriceIndexPanel({ locale, period, regionCode }: Props) {
  const { t } = useMarketT();
  const hrefWith = useParamHref();
  const state = useApi(getPriceIndex, { query: { period, regionCode }, language: locale });
  const data = state.data;
  const body = () => {
    if (state.error && !data) return <ErrorState title={t('index.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
    if (!data) return <div aria-busy="true" data-testid="index-loading"><SkeletonText lines={8} /></div>;
    if (!data.latest || data.points.length === 0) return <EmptyState title={t('index.emptyTitle')} text={t('index.emptyText')} />;
    const { latest } = data;
    const name = data.regionNameWithCulture;
    return (
      <>
        <dl className={`${section.figures} ${styles.latest}`} data-testid="index-latest">
          <div><dt>{t('index.latest', { week: latest.weekEnding })}</dt><dd>{latest.value.toFixed(2)}</dd></div>
          <div><dt>{t('index.changeWeek')}</dt><dd className={changeClass(data.changePct.week)}>{changeText(data.changePct.week)}</dd></div>
          <div><dt>{t('index.changeMonth')}</dt><dd className={changeClass(data.changePct.month)}>{changeText(data.changePct.month)}</dd></div>
          <div><dt>{t('index.changeYear')}</dt><dd className={changeClass(data.changePct.year)}>{changeText(data.changePct.year)}</dd></div>
          <div><dt>{t('index.newDeals')}</dt><dd>{latest.dealCount}</dd></div>
        </dl>
        <div className={styles.body}>
          <IndexChart
            points={data.points}
            title={t('index.chartTitle', { name, period: t(`index.periods.${period}`) })}
            summary={t('index.chartSummary', { from: data.points[0]!.weekEnding, to: latest.weekEnding, first: data.points[0]!.value.toFixed(2), last: latest.value.toFixed(2) })}
          />
          <IndexTable points={data.points} caption={t('index.tableCaption', { name, period: t(`index.periods.${period}`) })} />
        </div>
        <p className={section.muted}>{t('index.method', { base: data.baseWeek ?? '--', size: data.basketSize })}</p>
      </>
    );
  };
  return (
    <section className={section.section} aria-labelledby="market-index-heading" aria-busy={state.loading} data-testid="price-index">
      <h2 id="market-index-heading">{t('index.heading')}</h2>
      <ChipNav
        label={t('index.periodLabel')}
        testId="index-periods"
        links={INDEX_PERIODS.map((p) => ({ key: p, label: t(`index.periods.${p}`), to: hrefWith({ period: p === DEFAULT_PERIOD ? undefined : p }), current: p === period }))}
      />
      {data && (
        <ChipNav
          label={t('index.seriesLabel')}
          testId="index-series"
          links={data.regions.map((r) => ({ key: r.regionCode ?? 'all', label: r.regionNameWithCulture, to: hrefWith({ series: r.regionCode ?? undefined }), current: r.regionCode === (regionCode ?? null) }))}
        />
      )}
      {body()}
    </section>
  );
}
