import type { GbaRate } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useGbaT } from '../i18n';
import { rateText } from '../lib/format';
import styles from './gba.module.css';

/** The rate HKD amounts are converted at, with its date and source. */
export function RateNote({ rates, locale }: { rates: readonly GbaRate[]; locale: Locale }) {
  const { t } = useGbaT();
  return (
    <>
      {rates.map((rate) => (
        <p key={rate.currency} className={styles.rate} data-testid={`rate-${rate.currency}`}>{rateText(t, rate, locale)}</p>
      ))}
    </>
  );
}
