import { cx } from '../cx';
import { CloseIcon } from '../icons';
import { fill, useUiLabels } from '../ui-labels';
import styles from './chip.module.css';

export interface ChipProps {
  label: string;
  /** shows a remove button (also Delete / Backspace on it) */
  onRemove?: () => void;
  /** accessible name of the remove button; default: "Remove {label}" in the current language */
  removeLabel?: string;
  /** makes the chip a toggle button (aria-pressed = selected) */
  onClick?: () => void;
  selected?: boolean;
  /** full text for a tooltip when the label is shortened */
  title?: string;
  className?: string;
}

export function Chip({ label, onRemove, removeLabel, onClick, selected = false, title, className }: ChipProps) {
  const labels = useUiLabels();
  return (
    <span className={cx(styles.chip, selected && styles.selected, onRemove && styles.removable, className)} title={title}>
      {onClick ? (
        <button type="button" className={styles.toggle} aria-pressed={selected} onClick={onClick}>
          {label}
        </button>
      ) : (
        <span className={styles.label}>{label}</span>
      )}
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? fill(labels.remove, { label })}
          onClick={onRemove}
          onKeyDown={(e) => {
            if (e.key === 'Delete' || e.key === 'Backspace') {
              e.preventDefault();
              onRemove();
            }
          }}
        >
          <CloseIcon />
        </button>
      )}
    </span>
  );
}
