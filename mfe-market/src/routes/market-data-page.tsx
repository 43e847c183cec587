import { servedPage } from '@portal/shared/api';
import type { RemotePageProps } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { buttonClass, SkeletonText } from '@portal/shared/ui';
import { memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DealRanking, RANK_ORDERS, rankMonthsOf } from '../features/deal-rank';
import { NewDeals } from '../features/latest-deals';
import { DEFAULT_PERIOD, INDEX_PERIODS, PriceIndexPanel } from '../features/price-index';
import { MarketTools, MarketToolsNow, toolsMounted } from '../features/tools';
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
      <ToolsSection locale={locale} search={search} />
    </div>
  );
}

/**
 * The tools below the first view, which load when they come near the viewport (features/tools).
 * Until they load, the server's HTML stands in for them, as a boundary React has not hydrated. A
 * navigation within the page (another period, region or language) would reach that boundary, and
 * React would hold the navigation until the tools had loaded and hydrated (or hydrate text of the
 * other language): so the first navigation before they load starts a new boundary instead, the
 * skeleton while the tools load at once. Once on screen as React's (not merely loaded: React
 * hydrates a loaded module a moment later), the boundary stays, and so does what was typed into
 * the tools. Mounted on a page the browser rendered itself, the section loads them at
 * once: no server HTML stands in for them there.
 */
const ToolsSection = memo(function ToolsSection({ locale, search }: { locale: Locale; search: string }) {
  // the messages' language too: a language switch changes it (changeLocale) before it navigates to
  // the new language's path, and the page around re-renders in it at once, outside the navigation
  const { i18n } = useMarketT();
  const shown = `${i18n.language}|${locale}?${search}`;
  const [served] = useState(shown);
  // on a page the browser rendered (not the served one) there is no server HTML of the tools to keep
  const [fresh, setFresh] = useState(() => !servedPage());
  if (!fresh && shown !== served && !toolsMounted()) setFresh(true);
  return (
    <Suspense key={fresh ? 'client' : 'server'} fallback={<div aria-busy="true"><SkeletonText lines={12} /></div>}>
      {fresh ? <MarketToolsNow locale={locale} /> : <MarketTools locale={locale} />}
    </Suspense>
  );
});
