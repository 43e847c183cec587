import type { GbaArea, GbaPrices } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useGbaT } from '../i18n';
import { areaRangeText, moneyText, withHkdText } from '../lib/format';
import styles from './gba.module.css';

/** a price in local currency and in HKD: "RMB 78,600 (HKD 86,264)" */
export function LocalAndHkd({ amount, hkd, currency, locale }: { amount: number; hkd: number; currency: GbaPrices['currency']; locale: Locale }) {
  const { t } = useGbaT();
  return <>{withHkdText(t, amount, hkd, currency, locale)}</>;
}

/** unit price a m² and a ft², both in local currency and HKD */
export function UnitPrice({ prices, locale }: { prices: GbaPrices; locale: Locale }) {
  const { t } = useGbaT();
  const { unitPricePerM2: m2, unitPricePerM2Hkd: m2Hkd, unitPricePerFt2: ft2, unitPricePerFt2Hkd: ft2Hkd } = prices;
  if (m2 === null || m2Hkd === null || ft2 === null || ft2Hkd === null) return <>{t('priceTba')}</>;
  return (
    <>
      {t('perM2', { amount: withHkdText(t, m2, m2Hkd, prices.currency, locale) })}
      <br />
      {t('perFt2', { amount: withHkdText(t, ft2, ft2Hkd, prices.currency, locale) })}
    </>
  );
}

/** total price range in local currency and in HKD */
export function TotalPrice({ prices, locale }: { prices: GbaPrices; locale: Locale }) {
  const { t } = useGbaT();
  const { totalMin, totalMax, totalMinHkd, totalMaxHkd } = prices;
  if (totalMin === null || totalMax === null || totalMinHkd === null || totalMaxHkd === null) return <>{t('priceTba')}</>;
  return (
    <>
      {t('priceRange', { min: moneyText(t, totalMin, prices.currency, locale), max: moneyText(t, totalMax, prices.currency, locale) })}
      <br />
      {t('priceRange', { min: moneyText(t, totalMinHkd, 'HKD', locale), max: moneyText(t, totalMaxHkd, 'HKD', locale) })}
    </>
  );
}

/** unit price, total price and floor area as terms and values */
export function PriceFacts({ prices, area, locale }: { prices: GbaPrices; area: GbaArea; locale: Locale }) {
  const { t } = useGbaT();
  return (
    <dl className={styles.facts}>
      <dt>{t('card.unitPrice')}</dt>
      <dd><UnitPrice prices={prices} locale={locale} /></dd>
      <dt>{t('card.total')}</dt>
      <dd><TotalPrice prices={prices} locale={locale} /></dd>
      <dt>{t('card.area')}</dt>
      <dd>{areaRangeText(t, area, locale)}</dd>
    </dl>
  );
}
