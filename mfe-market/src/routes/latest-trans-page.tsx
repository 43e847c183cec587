import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { DealSearch, dealFiltersOf } from '../features/latest-deals';
import { useMarketT } from '../i18n/use-market-t';
import styles from '../lib/market.module.css';
import { useRegions } from '../lib/use-regions';

/** latestTrans: /latestTrans/index?region=&district=&estate=&min=&max=&from=&to=&page= */
export default function LatestTransPage({ locale, search }: RemotePageProps) {
  const { t } = useMarketT();
  usePageMeta({ title: t('latestPage.title'), description: t('latestPage.intro') });
  const regions = useRegions(locale);
  return (
    <div data-testid="latest-trans-page" className={styles.page}>
      <h1>{t('latestPage.title')}</h1>
      <p className={styles.muted}>{t('latestPage.intro')}</p>
      <DealSearch locale={locale} filters={dealFiltersOf(search)} regions={regions} />
    </div>
  );
}
