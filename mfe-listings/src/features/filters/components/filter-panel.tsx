import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serialize, type ListFilter, type ListKind } from '@portal/shared/url';
import { Button, ErrorState, SkeletonText } from '@portal/shared/ui';
import { suggest as suggestApi, type Suggestion, type SuggestFn } from '../api/suggest';
import { areaIdOf } from '../model/area-ids';
import { CATEGORIES } from '../model/categories';
import { clearedFilter, setAreaMode, setCode, setQuery, toggleCode } from '../model/filter-edit';
import type { FilterReference } from '../reference/filter-reference';
import { AreaPicker } from './area-picker';
import { KeywordCombobox } from './keyword-combobox';
import { DictionarySections } from './more-filters';
import { OptionGroup } from './option-group';
import { usePanelDraft } from './use-panel-draft';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  /** the list's current filter (parse of the URL) */
  filter: ListFilter;
  kind: ListKind;
  /** reference lists (useFilterReference(locale).data); undefined while loading */
  reference?: FilterReference;
  /** the named load error ('dictionary error', ...) */
  referenceError?: string;
  onRetryReference?: () => void;
  /** the edited filter (page 1); the page serializes it into the URL */
  onApply(filter: ListFilter): void;
  /** keyword suggestions; default SearchSuggester */
  suggest?: SuggestFn;
  /** e.g. the save-search button, shown in the footer */
  footerExtra?: ReactNode;
}

/**
 * The list filter panel (spec 3.3, 4.6): edits a copy of the filter until Apply. A new filter
 * from the page (after Apply, a chip removed, back/forward) starts a fresh copy.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { segment, query } = serialize(props.filter);
  return <FilterPanelBody key={`${segment}?${query}`} {...props} />;
}

function FilterPanelBody({ filter, kind, reference, referenceError, onRetryReference, onApply, suggest = suggestApi, footerExtra }: FilterPanelProps) {
  const { t } = useTranslation('listings');
  const draft = usePanelDraft(filter);
  const [more, setMore] = useState(false);
  const moreId = useId();
  const current = draft.filter;

  if (referenceError) return <ErrorState message={t('filters.loadError')} onRetry={onRetryReference} headingLevel={2} />;
  if (!reference) return <div className={styles.panel} aria-busy="true"><SkeletonText lines={8} /></div>;

  const apply = (next = draft.result()) => {
    if (draft.valid) onApply(next);
  };
  const pick = (s: Suggestion) => {
    const base = draft.result();
    const area = s.type === 'district' || s.type === 'area' ? areaIdOf(s.id) : null;
    if (!area) return apply(setQuery(base, { ...base.query, key: s.nameWithCulture }));
    const inDistricts = base.mode ? setAreaMode(base, 'district') : base;
    const chosen = inDistricts.codes[area.code]?.includes(area.id) ? inDistricts : toggleCode(inDistricts, area.code, area.id);
    apply(setQuery(chosen, { ...chosen.query, key: undefined }));
  };
  const category = CATEGORIES.find((c) => c.id === current.codes.t?.[0]);
  const sections = { filter: current, kind, dictionaries: reference.dictionaries, ranges: draft.ranges, rangeErrors: draft.errors, onChange: draft.change, onBand: draft.band, onRange: draft.range };

  return (
    <form className={styles.panel} aria-label={t('filters.title')} noValidate onSubmit={(e) => { e.preventDefault(); apply(); }}>
      <KeywordCombobox
        value={current.query.key ?? ''}
        onChange={(v) => draft.change(setQuery(current, { ...current.query, key: v || undefined }))}
        onPick={pick}
        onSubmit={() => apply()}
        suggest={suggest}
      />
      <AreaPicker filter={current} reference={reference} onChange={draft.change} />
      <OptionGroup
        legend={t('filters.category.title')}
        options={CATEGORIES.map((c) => ({ value: c.id, label: t(`filters.category.${c.key}`) }))}
        selected={current.codes.t ?? []}
        single
        onToggle={(v) => draft.change(toggleCode(setCode(current, 'b', []), 't', v, true))}
      />
      {category && category.subs.length > 0 && (
        <OptionGroup
          legend={t('filters.category.subTitle')}
          options={category.subs.map((s) => ({ value: s.id, label: t(`filters.category.${s.key}`) }))}
          selected={current.codes.b ?? []}
          single
          onToggle={(v) => draft.change(toggleCode(current, 'b', v, true))}
        />
      )}
      <DictionarySections {...sections} part="main" />
      <button type="button" className={styles.moreToggle} aria-expanded={more} aria-controls={moreId} onClick={() => setMore((m) => !m)}>
        {t(more ? 'filters.fewer' : 'filters.moreFilters')}
      </button>
      <div id={moreId} hidden={!more} className={styles.more}>
        {more && <DictionarySections {...sections} part="more" />}
      </div>
      <div className={styles.footer}>
        <Button type="button" variant="ghost" onClick={() => draft.reset(clearedFilter(current))}>{t('filters.reset')}</Button>
        {footerExtra}
        <Button type="submit" disabled={!draft.valid}>{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
