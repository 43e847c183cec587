import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { buttonClass, SkeletonText } from '@portal/shared/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { DealRanking, RANK_ORDERS, rankMonthsOf } from '../features/deal-rank';
import { NewDeals } from '../features/latest-deals';
import { DEFAULT_PERIOD, INDEX_PERIODS, PriceIndexPanel } from '../features/price-index';
import { MarketTools } from '../features/tools';
import { useMarketT } from '../i18n/use-market-t';
import styles from '../lib/market.module.css';
import { codeParam, oneOf } from '../lib/search-params';
import { useRegions } from '../lib/use-regions';

/** marketData: /market-data, /marketData/index (?period=&series= the index; ?months=&region=&order= the ranking) */
export default function MarketDataPage({ locale, search }: RemotePageProps) {
  const { t } = useMarketT();
  // the page's title and description on the server and after each navigation (docs/seo.md);
  // GetSeo's entry for this very path wins over them
  usePageMeta({ title: t('page.title'), description: t('page.intro') });
  const params = new URLSearchParams(search);
  const regions = useRegions(locale);
  return (
    <div data-testid="market-page" className={styles.page}>
      <h1>{t('page.title')}</h1>
      <p className={styles.muted}>{t('page.intro')}</p>
      <PriceIndexPanel locale={locale} period={oneOf(params.get('period'), INDEX_PERIODS, DEFAULT_PERIOD)} regionCode={codeParam(params, 'series')} />
      <DealRanking
        locale={locale}
        heading={t('rank.heading')}
        months={rankMonthsOf(params.get('months'))}
        order={oneOf(params.get('order'), RANK_ORDERS, 'DealCount')}
        regionCode={codeParam(params, 'region')}
        regions={regions}
        page={1}
        pageSize={10}
        paged={false}
        footer={<p><Link className={buttonClass({ variant: 'secondary' })} to={href('dealRank', {}, locale)}>{t('rank.allLink')}</Link></p>}
      />
      <NewDeals locale={locale} />
      <Suspense fallback={<div aria-busy="true"><SkeletonText lines={12} /></div>}>
        <MarketTools locale={locale} />
      </Suspense>
    </div>
  );
}
