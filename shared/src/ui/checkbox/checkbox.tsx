import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../cx';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label (Space toggles it); works with react-hook-form's register(). */
export function Checkbox({ label, error, className, id, 'aria-describedby': extra, ...rest }: CheckboxProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <span className={cx(styles.wrapper, className)}>
      <label className={styles.row} htmlFor={controlId}>
        <input
          {...rest}
          type="checkbox"
          id={controlId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[extra, errorId].filter(Boolean).join(' ') || undefined}
        />
        <span className={styles.text}>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </span>
  );
}
