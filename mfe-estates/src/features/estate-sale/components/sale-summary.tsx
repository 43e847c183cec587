import { formatDate, formatMoney, formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { percentFrom } from '../../../lib/room-type';
import type { SaleSummary as Summary } from '../../../lib/types';
import figures from '../../../lib/facts.module.css';
import styles from '../../../lib/sections.module.css';

/** The estate's sale market in figures: listings and asking prices against the sales of the last 12 months. */
export function SaleSummary({ summary, locale }: { summary: Summary; locale: Locale }) {
  const { t } = useEstatesT();
  const s = summary;
  const pct = percentFrom(s.avgAskingPricePerSqft, s.avgDealPricePerSqft);
  const range = s.minSalePrice === null ? '--'
    : s.minSalePrice === s.maxSalePrice ? formatMoney(s.minSalePrice, locale) : `${formatMoney(s.minSalePrice, locale)} – ${formatMoney(s.maxSalePrice, locale)}`;
  const facts: Array<[string, string]> = [
    [t('saleDetail.summary.listings'), String(s.saleListingCount)],
    [t('saleDetail.summary.range'), range],
    [t('saleDetail.summary.asking'), formatUnitPrice(s.avgAskingPricePerSqft, locale)],
    [t('saleDetail.summary.deals'), String(s.saleDealCount)],
    [t('saleDetail.summary.avgDeal'), formatUnitPrice(s.avgDealPricePerSqft, locale)],
    [t('saleDetail.summary.premium'), pct === null ? '--' : pct > 0 ? t('saleDetail.premiumAbove', { pct }) : pct < 0 ? t('saleDetail.premiumBelow', { pct: -pct }) : t('saleDetail.premiumSame')],
    [t('saleDetail.summary.lastDeal'), s.lastDealDate ? formatDate(s.lastDealDate, locale) : '--'],
  ];
  return (
    <section className={styles.section} data-testid="sale-summary">
      <h2>{t('saleDetail.summary.title')}</h2>
      <dl className={figures.facts}>
        {facts.map(([k, v]) => (
          <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
      {s.dealsFrom && s.dealsTo ? (
        <p className={styles.muted}>{t('saleDetail.summary.window', { from: formatDate(s.dealsFrom, locale), to: formatDate(s.dealsTo, locale) })}</p>
      ) : null}
    </section>
  );
}
