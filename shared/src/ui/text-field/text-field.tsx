import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../cx';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

interface FieldBits {
  label: ReactNode;
  /** shown under the control and linked with aria-describedby */
  hint?: ReactNode;
  /** error text: sets aria-invalid and is linked with aria-describedby */
  error?: ReactNode;
  className?: string;
}

export type TextFieldProps = FieldBits &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled text input (or textarea) that works with react-hook-form's register(). */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, className, id, required, 'aria-describedby': extra, ...rest } = props;
  const ids = useFieldIds(id, hint, error, extra);
  const common = {
    id: ids.controlId,
    className: styles.control,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  };
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {rest.multiline ? (
        <textarea {...(omitMultiline(rest) as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(omitMultiline(rest) as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
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

function omitMultiline<T extends { multiline?: boolean }>(value: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = value;
  return rest;
}
