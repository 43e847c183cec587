import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Suggestion, SuggestFn } from '../api/suggest';
import { useSuggestions } from '../use-suggestions';
import styles from './keyword-combobox.module.css';

export interface KeywordComboboxProps {
  value: string;
  onChange(value: string): void;
  /** a suggestion was chosen (Enter on it, or a click) */
  onPick(suggestion: Suggestion): void;
  /** Enter without a highlighted suggestion */
  onSubmit?: () => void;
  suggest: SuggestFn;
}

/** Keyword box with suggestions: an ARIA 1.2 combobox (arrow keys, Enter, Escape; aria-activedescendant). */
export function KeywordCombobox({ value, onChange, onPick, onSubmit, suggest }: KeywordComboboxProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(value, suggest, open);
  const shown = open && items.length > 0;
  const activeId = shown && active >= 0 && active < items.length ? `${id}-opt-${active}` : undefined;

  function pick(item: Suggestion) {
    setOpen(false);
    setActive(-1);
    onPick(item);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (items.length === 0) return;
      const last = items.length - 1;
      if (e.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const item = activeId ? items[active] : undefined;
      if (item) pick(item);
      else {
        setOpen(false);
        onSubmit?.();
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  return (
    <div className={styles.box}>
      <label htmlFor={`${id}-input`} className={styles.label}>{t('filters.keyword.label')}</label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={activeId}
        placeholder={t('filters.keyword.placeholder')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('filters.keyword.suggestions')} className={styles.list} hidden={!shown}>
        {items.map((item, i) => (
          <li
            key={`${item.type}-${item.id}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`${styles.option} ${i === active ? styles.active : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
          >
            <span className={styles.name}>{item.nameWithCulture}</span>
            <span className={styles.meta}>
              {[t(`filters.keyword.type.${item.type}`), item.gscopeNameWithCulture].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
