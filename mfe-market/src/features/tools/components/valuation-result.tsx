import type { ResultOf } from '@portal/shared/contracts';
import type { getValuation } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { compactNumber, formatUnitPrice } from '@portal/shared/format';
import { useMarketT } from '../../../i18n/use-market-t';
import { dollars } from '../../../lib/money';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

type Valuation = ResultOf<typeof getValuation>;

const pct = (value: number | null) => (value === null ? '--' : `${compactNumber(value, 1)}%`);

/** The value, its likely range, and beside it how close the model came on held-out deals of the region. */
export function ValuationResult({ valuation: v, locale }: { valuation: Valuation; locale: Locale }) {
  const { t } = useMarketT();
  const { accuracy: a } = v;
  return (
    <div className={styles.stack} data-testid="valuation-result" aria-live="polite">
      {v.available && v.valuation !== null ? (
        <dl className={`${section.figures} ${styles.results}`}>
          <div><dt>{t('valuation.value')}</dt><dd data-testid="valuation-value">{dollars(v.valuation)}</dd></div>
          <div><dt>{t('valuation.range')}</dt><dd>{v.low !== null && v.high !== null ? `${dollars(v.low)} – ${dollars(v.high)}` : '--'}</dd></div>
          <div><dt>{t('valuation.unitPrice')}</dt><dd>{formatUnitPrice(v.pricePerSqft, locale)}</dd></div>
          <div><dt>{t('valuation.basis')}</dt><dd>{t(`valuation.bases.${v.basis ?? 'estate'}`, { count: v.comparables.length })}</dd></div>
        </dl>
      ) : (
        <p className={section.muted} role="status">{t('valuation.unavailable')}</p>
      )}
      <h4 className={styles.subheading}>{t('valuation.accuracyLabel')}</h4>
      <dl className={`${section.figures} ${styles.results}`} data-testid="valuation-accuracy">
        <div><dt>{t('valuation.medianError')}</dt><dd>{pct(a.medianAbsErrorPct)}</dd></div>
        <div><dt>{t('valuation.within5')}</dt><dd>{pct(a.within5Pct)}</dd></div>
        <div><dt>{t('valuation.within10')}</dt><dd>{pct(a.within10Pct)}</dd></div>
        <div><dt>{t('valuation.sample')}</dt><dd>{a.sampleSize}</dd></div>
      </dl>
    </div>
  );
}
