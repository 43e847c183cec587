import type { Locale } from '@portal/shared/routing';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { AgentOrder } from '../agent-sort';
import { useDistricts } from '../api/use-districts';
import { withChange, type Directory } from '../directory';
import styles from './directory.module.css';

export interface DirectoryToolbarProps {
  dir: Directory;
  sorts: readonly AgentOrder[];
  locale: Locale;
  /** what the keyword box searches, by message key */
  searchLabel: string;
  onChange: (next: Directory) => void;
}

/** Keyword, district and agent sort of a directory; every change goes back to page 1. */
export function DirectoryToolbar({ dir, sorts, locale, searchLabel, onChange }: DirectoryToolbarProps) {
  const { t } = useListingsT();
  const districts = useDistricts(locale);
  const [keyword, setKeyword] = useState(dir.keyword ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(withChange(dir, { keyword: keyword.trim() || undefined }));
  };
  return (
    <div className={styles.toolbar}>
      <form className={styles.search} role="search" onSubmit={submit}>
        <TextField label={t(searchLabel)} value={keyword} maxLength={60} onChange={(e) => setKeyword(e.target.value)} />
        <Button type="submit" variant="secondary">{t('agents.directory.search')}</Button>
      </form>
      <Select
        label={t('agents.directory.district')}
        placeholder={t('agents.directory.allDistricts')}
        value={dir.districtId ?? ''}
        disabled={districts.options.length === 0 && !districts.failed}
        hint={districts.failed ? t('agents.directory.districtsFailed') : undefined}
        options={districts.options.map((d) => ({ value: d.id, label: `${d.region} · ${d.name}` }))}
        onChange={(e) => onChange(withChange(dir, { districtId: e.target.value || undefined }))}
        data-testid="district-select"
      />
      <Select
        label={t('agents.directory.sort')}
        value={dir.order}
        options={sorts.map((s) => ({ value: s, label: t(`agents.sort.${s}`) }))}
        onChange={(e) => onChange(withChange(dir, { order: e.target.value as AgentOrder }))}
        data-testid="agent-sort-select"
      />
    </div>
  );
}
