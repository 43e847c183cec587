import { formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useId, useState } from 'react';
import { useListingsT } from '../../../i18n/use-listings-t';
import { leaseProblem, leaseRangeOf, stepLease } from '../lease';
import styles from './lease-picker.module.css';

export interface LeasePickerProps {
  monthlyRent: number;
  minMonths: number | null;
  maxMonths: number | null;
  locale: Locale;
}

/** Lease length in months (spec 5: at least one month, under a year, inside the apartment's own terms) and its total rent. */
export function LeasePicker({ monthlyRent, minMonths, maxMonths, locale }: LeasePickerProps) {
  const { t } = useListingsT();
  const id = useId();
  const range = leaseRangeOf(minMonths, maxMonths);
  const [value, setValue] = useState(String(range?.min ?? ''));
  if (!range) return <p className={styles.none}>{t('serviced.lease.unavailable')}</p>;
  const problem = leaseProblem(value, range);
  const months = Number(value);
  const step = (delta: 1 | -1) => setValue(String(stepLease(Number.isInteger(months) ? months : range.min, delta, range)));
  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`} data-testid="lease-picker">
      <h2 id={`${id}-title`} className={styles.title}>{t('serviced.lease.title')}</h2>
      <p className={styles.terms}>{t('serviced.lease.terms', { min: range.min, max: range.max })}</p>
      <label htmlFor={`${id}-months`} className={styles.label}>{t('serviced.lease.months')}</label>
      <div className={styles.row}>
        <button type="button" className={styles.step} onClick={() => step(-1)} disabled={!problem && months <= range.min} aria-label={t('serviced.lease.shorter')} aria-controls={`${id}-months`}>−</button>
        <input
          id={`${id}-months`}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        <button type="button" className={styles.step} onClick={() => step(1)} disabled={!problem && months >= range.max} aria-label={t('serviced.lease.longer')} aria-controls={`${id}-months`}>+</button>
      </div>
      <p id={`${id}-result`} className={problem ? styles.error : styles.total} aria-live="polite" data-testid="lease-result">
        {problem
          ? t(`serviced.${problem.key}`, 'months' in problem ? { count: problem.months } : {})
          : t('serviced.lease.total', { count: months, total: formatMoney(monthlyRent * months, locale) })}
      </p>
    </section>
  );
}
