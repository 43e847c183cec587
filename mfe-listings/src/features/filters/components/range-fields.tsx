import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './filter-panel.module.css';

export interface RangeFieldsProps {
  legend: string;
  unit: string;
  min: string;
  max: string;
  onChange(min: string, max: string): void;
  /** translated error text ('Price range error', ...) */
  error?: string | null;
}

/** The two boxes of a custom range: low bound left, high bound right. */
export function RangeFields({ legend, unit, min, max, onChange, error }: RangeFieldsProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const clean = (v: string) => v.replace(/[^\d.]/g, '');
  return (
    <fieldset className={styles.range} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.srOnly}>{t('filters.range.custom', { name: legend })}</legend>
      <label className={styles.srOnly} htmlFor={`${id}-min`}>{t('filters.range.minOf', { name: legend })}</label>
      <input
        id={`${id}-min`}
        className={styles.rangeInput}
        inputMode="decimal"
        placeholder={t('filters.range.min')}
        value={min}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(clean(e.target.value), max)}
      />
      <span aria-hidden="true">–</span>
      <label className={styles.srOnly} htmlFor={`${id}-max`}>{t('filters.range.maxOf', { name: legend })}</label>
      <input
        id={`${id}-max`}
        className={styles.rangeInput}
        inputMode="decimal"
        placeholder={t('filters.range.max')}
        value={max}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(min, clean(e.target.value))}
      />
      <span className={styles.unit}>{unit}</span>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.rangeError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
