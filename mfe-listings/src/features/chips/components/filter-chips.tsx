import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@portal/shared/endpoints';
import type { ListFilter, ListKind } from '@portal/shared/url';
import { buildChips, clearAll, type ChipWords, type LabelFor } from '../build-chips';
import styles from './filter-chips.module.css';

export interface FilterChipsProps {
  filter: ListFilter;
  kind: ListKind;
  /** readable label of a value (filters' createFilterLabeler) */
  labelFor: LabelFor;
  /** the list URL of a filter: (f) => href(routeName, { id: serialize(f) ... }, locale, query) */
  toHref: (filter: ListFilter) => string;
  /** client-side navigation; without it the links navigate normally */
  onNavigate?: (href: string, filter: ListFilter) => void;
}

/** The chosen filters as removable chips, each a link to the list without it, and "clear all". */
export function FilterChips({ filter, kind, labelFor, toHref, onNavigate }: FilterChipsProps) {
  const { t, i18n } = useTranslation('listings');
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'zh-hk';
  const words: ChipWords = {
    separator: t('chips.separator'),
    ellipsis: t('chips.ellipsis'),
    title: (key) => t(`chips.title.${key}`),
    unit: (key) => t(`chips.unit.${key}`),
  };
  const chips = buildChips(filter, kind, language, labelFor, words);
  if (chips.length === 0) return null;

  const go = (target: ListFilter) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(toHref(target), target);
  };
  const cleared = clearAll(filter);

  return (
    <nav className={styles.bar} aria-label={t('chips.label')}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className={styles.chip}
              href={toHref(chip.without)}
              title={chip.fullText}
              aria-label={t('chips.remove', { label: chip.fullText })}
              onClick={go(chip.without)}
              data-testid="filter-chip"
            >
              <span className={styles.text}>{chip.text}</span>
              <span className={styles.x} aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.clear} href={toHref(cleared)} onClick={go(cleared)}>
        {t('chips.clearAll')}
      </a>
    </nav>
  );
}
