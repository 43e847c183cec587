import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '@portal/shared/url';
import { areaIdOf } from '../model/area-ids';
import { areaModeOf, setAreaMode, setCode, setSchoolNets, toggleCode, type AreaMode } from '../model/filter-edit';
import type { FilterReference } from '../reference/filter-reference';
import { AreaTabs } from './area-tabs';
import { OptionGroup } from './option-group';
import styles from './filter-panel.module.css';

export const SCHOOL_TYPES = ['all', 'kindergarten', 'primary', 'secondary'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

interface Props {
  filter: ListFilter;
  reference: FilterReference;
  onChange(filter: ListFilter): void;
}

const idOf = (code: string) => areaIdOf(code)?.id ?? '';

/** Region and district tree, school nets (4 school types) or MTR line and stations. */
export function AreaPicker({ filter, reference, onChange }: Props) {
  const { t } = useTranslation('listings');
  const panelId = useId();
  const mode: AreaMode = areaModeOf(filter);
  const [schoolType, setSchoolType] = useState<SchoolType>('all');
  const codes = filter.codes;

  const district = reference.gscope.map((region) => (
    <div key={region.gscopeCode} className={styles.region}>
      <OptionGroup
        legend={region.gscopeNameWithCulture}
        options={[{ value: idOf(region.gscopeCode), label: t('filters.area.wholeRegion', { name: region.gscopeNameWithCulture }) }, ...region.children.map((d) => ({ value: idOf(d.gscopeCode), label: d.gscopeNameWithCulture }))]}
        selected={[...(codes.hma ?? []), ...(codes.hk ?? [])]}
        onToggle={(v) => onChange(toggleCode(filter, v.length === 1 ? 'hma' : 'hk', v))}
      />
      {region.children
        .filter((d) => codes.hk?.includes(idOf(d.gscopeCode)) && d.children.length > 0)
        .map((d) => (
          <OptionGroup
            key={d.gscopeCode}
            legend={t('filters.area.subAreasOf', { name: d.gscopeNameWithCulture })}
            options={d.children.map((a) => ({ value: idOf(a.gscopeCode), label: a.gscopeNameWithCulture }))}
            selected={codes.hmm ?? []}
            onToggle={(v) => onChange(toggleCode(filter, 'hmm', v))}
          />
        ))}
    </div>
  ));

  const kinds = schoolType === 'secondary' ? ['secondary'] : schoolType === 'all' ? ['primary', 'secondary'] : ['primary'];
  const nets = reference.schoolNets.filter((n) => kinds.includes(n.kind));
  const districtOfNet = (code: string | null) => (code ? idOf(code) : '');
  const school = (
    <>
      <OptionGroup
        legend={t('filters.school.type')}
        options={SCHOOL_TYPES.map((s) => ({ value: s, label: t(`filters.school.${s}`) }))}
        selected={[schoolType]}
        single
        onToggle={(v) => setSchoolType(v as SchoolType)}
      />
      <OptionGroup
        legend={t('filters.school.nets')}
        options={nets.map((n) => ({ value: `${n.kind}:${n.kind === 'primary' ? n.code : districtOfNet(n.districtCode)}`, label: n.nameWithCulture }))}
        selected={[...(filter.schoolNet ?? []).map((v) => `primary:${v}`), ...(codes.hk ?? []).map((v) => `secondary:${v}`)]}
        onToggle={(v) => {
          const [kind, id] = v.split(':') as [string, string];
          if (kind === 'secondary') return onChange(toggleCode(filter, 'hk', id));
          const current = filter.schoolNet ?? [];
          onChange(setSchoolNets(filter, current.includes(id) ? current.filter((n) => n !== id) : [...current, id]));
        }}
      />
    </>
  );

  const line = reference.subwayLines.find((l) => String(l.lineID) === codes.zl?.[0]);
  const subway = (
    <>
      <OptionGroup
        legend={t('filters.mtr.line')}
        options={reference.subwayLines.map((l) => ({ value: String(l.lineID), label: l.nameWithCulture }))}
        selected={codes.zl ?? []}
        single
        onToggle={(v) => onChange(toggleCode(setCode(filter, 'zs', []), 'zl', v, true))}
      />
      {line && (
        <OptionGroup
          legend={t('filters.mtr.stationsOf', { name: line.nameWithCulture })}
          options={[...line.stations].sort((a, b) => a.seq - b.seq).map((s) => ({ value: String(s.stationID), label: s.nameWithCulture }))}
          selected={codes.zs ?? []}
          onToggle={(v) => onChange(toggleCode(filter, 'zs', v))}
        />
      )}
    </>
  );

  return (
    <section className={styles.section} aria-label={t('filters.area.title')}>
      <AreaTabs mode={mode} onMode={(m) => m !== mode && onChange(setAreaMode(filter, m))} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${mode}`} className={styles.tabPanel}>
        {mode === 'district' ? district : mode === 'schoolNet' ? school : subway}
      </div>
    </section>
  );
}
