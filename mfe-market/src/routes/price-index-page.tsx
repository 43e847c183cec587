import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { DEFAULT_PERIOD, INDEX_PERIODS, PriceIndexPanel } from '../features/price-index';
import { useMarketT } from '../i18n/use-market-t';
import styles from '../lib/market.module.css';
import { codeParam, oneOf } from '../lib/search-params';

/** priceIndex: /price-index?period=&series=, the weekly index on its own */
export default function PriceIndexPage({ locale, search }: RemotePageProps) {
  const { t } = useMarketT();
  usePageMeta({ title: t('indexPage.title'), description: t('indexPage.intro') });
  const params = new URLSearchParams(search);
  return (
    <div data-testid="price-index-page" className={styles.page}>
      <h1>{t('indexPage.title')}</h1>
      <p className={styles.muted}>{t('indexPage.intro')}</p>
      <PriceIndexPanel locale={locale} period={oneOf(params.get('period'), INDEX_PERIODS, DEFAULT_PERIOD)} regionCode={codeParam(params, 'series')} />
    </div>
  );
}
