import { useApi } from '@portal/shared/api';
import { getPropertyEvaluation } from '@portal/shared/endpoints';
import { formatMoney, formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './detail-screen.module.css';

/** the call of a sale listing's valuation (the detail screen starts it early on the server) */
export const valuationCall = (listingId: string, locale: Locale) => [getPropertyEvaluation, { query: { propertyId: listingId }, language: locale }] as const;

/** Instant bank valuation of a sale listing (GetPropertyEvaluation, spec 2.6). */
export function Valuation({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const state = useApi(...valuationCall(listingId, locale));
  const v = state.data;
  if (!v) return null;
  return (
    <section className={styles.section} data-testid="valuation" aria-labelledby="valuation-title">
      <h2 id="valuation-title">{t('detail.valuation')}</h2>
      {v.available && v.valuation ? (
        <>
          <p className={styles.valuation}>{formatMoney(v.valuation, locale)}</p>
          {v.low && v.high ? <p>{t('detail.valuationRange', { low: formatMoney(v.low, locale), high: formatMoney(v.high, locale) })}</p> : null}
          {v.avgPricePerSqft ? <p className={styles.muted}>{t('detail.valuationBasis', { price: formatUnitPrice(v.avgPricePerSqft, locale) })}</p> : null}
        </>
      ) : (
        <p className={styles.muted}>{t('detail.valuationUnavailable')}</p>
      )}
    </section>
  );
}
