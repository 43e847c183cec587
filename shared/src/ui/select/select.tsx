import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../cx';
import styles from '../text-field/field.module.css';
import { useFieldIds } from '../text-field/use-field-ids';
import { useHydrated } from '../use-hydrated';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** a first, empty choice (e.g. "Any") */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** hide the label visually (it stays the accessible name) */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with a label, hint and error: keyboard and screen-reader support come free. */
export function Select({ label, options, placeholder, hint, error, hideLabel = false, className, id, 'aria-describedby': extra, disabled, ...rest }: SelectProps) {
  const ids = useFieldIds(id, hint, error, extra);
  const hydrated = useHydrated();
  return (
    <div className={cx(styles.field, className)}>
      <label className={hideLabel ? styles.srOnly : styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      <select
        {...rest}
        disabled={disabled || !hydrated}
        id={ids.controlId}
        className={cx(styles.control, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
