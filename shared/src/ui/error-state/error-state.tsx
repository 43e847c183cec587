import { Button } from '../button/button';
import { cx } from '../cx';
import styles from '../empty-state/empty-state.module.css';
import { AlertIcon } from '../icons';
import { useUiLabels } from '../ui-labels';

export interface ErrorStateProps {
  /** what went wrong, in words for the user */
  message: string;
  /** default: "Something went wrong" in the current language */
  title?: string;
  /** shows a retry button */
  onRetry?: () => void;
  retryLabel?: string;
  /** the retry is running */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed load: announced to screen readers, with a retry button. */
export function ErrorState({ message, title, onRetry, retryLabel, retrying = false, headingLevel = 2, className }: ErrorStateProps) {
  const labels = useUiLabels();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.state, styles.error, className)} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <Heading className={styles.title}>{title ?? labels.errorTitle}</Heading>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel ?? labels.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
