import type { Locale } from '@portal/shared/routing';
import { Button, ErrorState, Select } from '@portal/shared/ui';
import { areaIdOfCode, type ListFilter } from '@portal/shared/url';
import { useState, type FormEvent } from 'react';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { SCHOOL_TYPES, filterOfForm, formOf, netKindsOf, type EstateForm, type SchoolType } from '../../../lib/estate-filter';
import type { EstateReference } from '../../../lib/estate-reference';

import { KeywordField } from './keyword-field';
import styles from './estate-list.module.css';

interface Props {
  filter: ListFilter;
  reference: EstateReference;
  locale: Locale;
  onApply: (filter: ListFilter) => void;
}

/** The estate filter (spec 2.6, 3.3): area, school net, MTR, average $/ft², building age and keyword. */
export function EstateFilterForm({ filter, reference, locale, onApply }: Props) {
  const { t } = useEstatesT();
  const [form, setForm] = useState<EstateForm>(() => formOf(filter));
  const [schoolType, setSchoolType] = useState<SchoolType>('all');
  const edit = (patch: Partial<EstateForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(filterOfForm(form, filter));
  };
  if (reference.error && reference.gscope.length === 0) {
    return <ErrorState title={t('filter.errorTitle')} message={reference.error.message} onRetry={reference.retry} headingLevel={2} />;
  }
  const region = reference.gscope.find((r) => areaIdOfCode(r.gscopeCode) === form.region);
  const districts = (region ? [region] : reference.gscope).flatMap((r) => r.children);
  const kinds = netKindsOf(schoolType);
  const nets = reference.schoolNets.filter((n) => kinds.includes(n.kind));
  const line = reference.lines.find((l) => String(l.lineID) === form.line);
  const any = t('filter.any');
  const bandOptions = (entries: EstateReference['bands']['BuildingAge']) =>
    (entries ?? []).map((b, i) => ({ value: String(i + 1), label: b.dictionaryNameWithCulture }));
  return (
    <form className={styles.filter} onSubmit={submit} aria-label={t('filter.label')} data-testid="estate-filter">
      <KeywordField value={form.keyword} onChange={(keyword) => edit({ keyword })} locale={locale} />
      <Select label={t('filter.region')} placeholder={any} value={form.region} onChange={(e) => edit({ region: e.target.value, district: '' })}
        options={reference.gscope.map((r) => ({ value: areaIdOfCode(r.gscopeCode), label: r.gscopeNameWithCulture }))} />
      <Select label={t('filter.district')} placeholder={any} value={form.district} onChange={(e) => edit({ district: e.target.value })}
        options={districts.map((d) => ({ value: areaIdOfCode(d.gscopeCode), label: d.gscopeNameWithCulture }))} />
      <Select label={t('filter.schoolType')} value={schoolType} onChange={(e) => setSchoolType(e.target.value as SchoolType)}
        options={SCHOOL_TYPES.map((s) => ({ value: s, label: t(`filter.school.${s}`) }))} />
      <Select label={t('filter.schoolNet')} placeholder={any} value={form.schoolNet} onChange={(e) => edit({ schoolNet: e.target.value })}
        options={nets.map((n) => ({ value: n.kind === 'primary' ? `primary:${n.code}` : `secondary:${areaIdOfCode(n.districtCode ?? '')}`, label: n.nameWithCulture }))} />
      <Select label={t('filter.line')} placeholder={any} value={form.line} onChange={(e) => edit({ line: e.target.value, station: '' })}
        options={reference.lines.map((l) => ({ value: String(l.lineID), label: l.nameWithCulture }))} />
      <Select label={t('filter.station')} placeholder={any} value={form.station} onChange={(e) => edit({ station: e.target.value })} disabled={!line}
        options={[...(line?.stations ?? [])].sort((a, b) => a.seq - b.seq).map((s) => ({ value: String(s.stationID), label: s.nameWithCulture }))} />
      <Select label={t('filter.price')} placeholder={any} value={form.price} onChange={(e) => edit({ price: e.target.value })} options={bandOptions(reference.bands.PracticalFootPrice)} />
      <Select label={t('filter.age')} placeholder={any} value={form.age} onChange={(e) => edit({ age: e.target.value })} options={bandOptions(reference.bands.BuildingAge)} />
      <Button type="submit" data-testid="estate-filter-apply">{t('filter.apply')}</Button>
    </form>
  );
}
