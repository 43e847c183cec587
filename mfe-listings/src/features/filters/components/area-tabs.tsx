import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaMode } from '../model/filter-edit';
import styles from './filter-panel.module.css';

const MODES: readonly AreaMode[] = ['district', 'schoolNet', 'subway'];

interface Props {
  mode: AreaMode;
  onMode(mode: AreaMode): void;
  panelId: string;
}

/** District / school net / MTR tabs (arrow keys move between them, as in the ARIA tabs pattern). */
export function AreaTabs({ mode, onMode, panelId }: Props) {
  const { t } = useTranslation('listings');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(e: KeyboardEvent) {
    const i = MODES.indexOf(mode);
    const next = e.key === 'ArrowRight' ? (i + 1) % MODES.length : e.key === 'ArrowLeft' ? (i + MODES.length - 1) % MODES.length : e.key === 'Home' ? 0 : e.key === 'End' ? MODES.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onMode(MODES[next]!);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={t('filters.area.title')} className={styles.tabs} onKeyDown={onKeyDown}>
      {MODES.map((m, i) => (
        <button
          key={m}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${m}`}
          aria-selected={mode === m}
          aria-controls={panelId}
          tabIndex={mode === m ? 0 : -1}
          className={`${styles.tab} ${mode === m ? styles.tabOn : ''}`}
          onClick={() => onMode(m)}
        >
          {t(`filters.area.${m}`)}
        </button>
      ))}
    </div>
  );
}
