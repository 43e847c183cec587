import { useId } from 'react';
import styles from './filter-panel.module.css';

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroupProps {
  legend: string;
  options: readonly Option[];
  selected: readonly string[];
  /** radio-like: one value at a most (choosing the chosen one clears it) */
  single?: boolean;
  onToggle(value: string): void;
  hideLegend?: boolean;
}

/** A labelled group of pill-shaped checkboxes (Space toggles, Tab moves between them). */
export function OptionGroup({ legend, options, selected, single = false, onToggle, hideLegend = false }: OptionGroupProps) {
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={hideLegend ? styles.srOnly : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => {
          const on = selected.includes(o.value);
          return (
            <label key={o.value} className={`${styles.pill} ${on ? styles.pillOn : ''}`}>
              <input
                type="checkbox"
                name={name}
                className={styles.pillInput}
                checked={on}
                data-single={single || undefined}
                onChange={() => onToggle(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
