import { cx } from '../cx';
import { useUiLabels } from '../ui-labels';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** announced to screen readers; default: "Loading" in the current language */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** purely visual (inside a button that already says it is busy) */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const labels = useUiLabels();
  if (decorative) {
    return (
      <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true">
        <span className={styles.circle} />
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.spinner, styles[size], className)}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.srOnly}>{label ?? labels.loading}</span>
    </span>
  );
}
