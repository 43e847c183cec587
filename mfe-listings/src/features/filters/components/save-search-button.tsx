import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@portal/shared/endpoints';
import { addSavedSearch } from '@portal/shared/storage';
import { Button } from '@portal/shared/ui';
import type { ListFilter, ListKind } from '@portal/shared/url';
import { createFilterLabeler, describeFilter } from '../model/filter-labels';
import type { FilterReference } from '../reference/filter-reference';
import styles from './filter-panel.module.css';

export interface SaveSearchButtonProps {
  filter: ListFilter;
  kind: ListKind;
  reference?: FilterReference;
  /** after saving, with the stored text (e.g. toast it) */
  onSaved?: (searchConditions: string) => void;
}

/** "Save this search": the filter and its readable text, kept per list kind (10 at most, spec 4.8). */
export function SaveSearchButton({ filter, kind, reference, onSaved }: SaveSearchButtonProps) {
  const { t, i18n } = useTranslation('listings');
  const [note, setNote] = useState('');
  function save() {
    const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'zh-hk';
    const { page: _page, ...stored } = filter;
    const text = describeFilter(stored, createFilterLabeler(reference, kind, t), kind, language, t);
    if (!text) return setNote(t('filters.saveSearch.empty'));
    addSavedSearch(kind, text, stored);
    setNote(t('filters.saveSearch.saved'));
    onSaved?.(text);
  }
  return (
    <>
      <Button type="button" variant="secondary" onClick={save}>{t('filters.saveSearch.action')}</Button>
      <span role="status" aria-live="polite" className={styles.saveNote}>{note}</span>
    </>
  );
}
