import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** the panel shown while this tab is selected; tabs without panels act as a switcher */
  panel?: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** accessible name of the tab list */
  label: string;
  className?: string;
}

/**
 * WAI-ARIA tabs with a roving tabindex: one Tab stop, arrows (and Home / End) move and select,
 * disabled tabs are skipped.
 */
export function Tabs({ items, value, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.value === value));
  const tabStop = items[selectedIndex]?.disabled ? enabled[0] : selectedIndex;
  const selected = items[selectedIndex];

  const move = (from: number, key: string): number | undefined => {
    if (!enabled.length) return undefined;
    const pos = enabled.indexOf(from);
    if (key === 'Home') return enabled[0];
    if (key === 'End') return enabled[enabled.length - 1];
    if (key === 'ArrowRight') return enabled[(pos + 1) % enabled.length];
    if (key === 'ArrowLeft') return enabled[(pos - 1 + enabled.length) % enabled.length];
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = move(index, event.key);
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const item = items[next];
    if (item && item.value !== value) onChange(item.value);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selectedIndex}
            aria-controls={item.panel !== undefined ? `${baseId}-panel-${i}` : undefined}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => item.value !== value && onChange(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {selected?.panel !== undefined && (
        <div role="tabpanel" id={`${baseId}-panel-${selectedIndex}`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} tabIndex={0} className={cx(styles.panel)}>
          {selected.panel}
        </div>
      )}
    </div>
  );
}
