import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@portal/shared/contracts';
import type { FilterCode, ListFilter, ListKind } from '@portal/shared/url';
import { groupEntries, priceBands } from '../model/bands';
import { toggleCode } from '../model/filter-edit';
import type { RangeField } from '../model/range-rules';
import { OptionGroup, type Option } from './option-group';
import { RangeFields } from './range-fields';

/** The tag parents of spec 3.2 (PropertyTag 1..6) and their 'more filters' labels (4.6). */
export const TAG_SECTIONS = [
  ['1', 'features'],
  ['2', 'view'],
  ['3', 'decoration'],
  ['4', 'facilities'],
  ['5', 'otherCommercial'],
  ['6', 'otherCarpark'],
] as const;

export type RangeDrafts = Record<RangeField, [string, string]>;

interface Props {
  filter: ListFilter;
  kind: ListKind;
  dictionaries: readonly DictionaryEntry[];
  ranges: RangeDrafts;
  rangeErrors: Partial<Record<RangeField, string | null>>;
  onChange(filter: ListFilter): void;
  /** a band was chosen: its custom range boxes are cleared */
  onBand(field: RangeField | null, filter: ListFilter): void;
  onRange(field: RangeField, min: string, max: string): void;
  /** which part: the always-shown sections or the ones behind 'more filters' */
  part: 'main' | 'more';
}

type Named = { dictionaryValue: string; dictionaryNameWithCulture: string };
const opts = (entries: readonly Named[]): Option[] => entries.map((e) => ({ value: e.dictionaryValue, label: e.dictionaryNameWithCulture }));
const bandOpts = (entries: readonly DictionaryEntry[]): Option[] => entries.map((e, i) => ({ value: String(i + 1), label: e.dictionaryNameWithCulture }));

/** The dictionary-driven sections: Price and Bedrooms up front, the rest behind 'more filters'. */
export function DictionarySections({ filter, kind, dictionaries, ranges, rangeErrors, onChange, onBand, onRange, part }: Props) {
  const { t } = useTranslation('listings');
  const group = (name: string) => groupEntries(dictionaries, name);
  const chosen = (code: FilterCode) => filter.codes[code] ?? [];
  const toggle = (code: FilterCode, single = false) => (v: string) => onChange(toggleCode(filter, code, v, single));
  const band = (code: 'p' | 'd' | 'a', field: RangeField) => (v: string) => onBand(field, toggleCode(filter, code, v, true));
  const err = (f: RangeField) => {
    const key = rangeErrors[f];
    return key ? t(key) : null;
  };
  const priceUnit = t(kind === 'buy' ? 'filters.unit.tenThousand' : 'filters.unit.hkd');

  if (part === 'main') {
    return (
      <>
        <OptionGroup legend={t('filters.more.price')} options={priceBands(dictionaries, kind).map((b) => ({ value: b.band, label: b.label }))} selected={chosen('p')} single onToggle={band('p', 'price')} />
        <RangeFields legend={t('filters.more.price')} unit={priceUnit} min={ranges.price[0]} max={ranges.price[1]} error={err('price')} onChange={(a, b) => onRange('price', a, b)} />
        <OptionGroup legend={t('filters.more.bedrooms')} options={opts(group('RoomNumber'))} selected={chosen('i')} onToggle={toggle('i')} />
      </>
    );
  }
  const area = bandOpts(group('Area'));
  const tags = groupEntries(dictionaries, 'PropertyTag');
  return (
    <>
      <OptionGroup legend={t('filters.more.saleableArea')} options={area} selected={chosen('d')} single onToggle={band('d', 'saleableArea')} />
      <RangeFields legend={t('filters.more.saleableArea')} unit={t('filters.unit.sqft')} min={ranges.saleableArea[0]} max={ranges.saleableArea[1]} error={err('saleableArea')} onChange={(a, b) => onRange('saleableArea', a, b)} />
      <OptionGroup legend={t('filters.more.grossArea')} options={area} selected={chosen('a')} single onToggle={band('a', 'grossArea')} />
      <RangeFields legend={t('filters.more.grossArea')} unit={t('filters.unit.sqft')} min={ranges.grossArea[0]} max={ranges.grossArea[1]} error={err('grossArea')} onChange={(a, b) => onRange('grossArea', a, b)} />
      <OptionGroup legend={t('filters.more.age')} options={bandOpts(group('BuildingAge'))} selected={chosen('o')} single onToggle={(v) => onBand(null, toggleCode(filter, 'o', v, true))} />
      <OptionGroup legend={t('filters.more.floor')} options={opts(group('UnitFloor'))} selected={chosen('f')} onToggle={toggle('f')} />
      <OptionGroup legend={t('filters.more.listingType')} options={opts(group('PropertySource'))} selected={chosen('s')} onToggle={toggle('s')} />
      <OptionGroup legend={t('filters.more.other')} options={opts(group('PropertyLabel'))} selected={chosen('v')} onToggle={toggle('v')} />
      {kind !== 'buy' && <OptionGroup legend={t('filters.more.rentLabels')} options={opts(group('ForRent'))} selected={chosen('l')} onToggle={toggle('l')} />}
      {TAG_SECTIONS.map(([parent, key]) => (
        <OptionGroup
          key={key}
          legend={t(`filters.more.${key}`)}
          options={opts(tags.find((e) => e.dictionaryValue === parent)?.children ?? [])}
          selected={chosen('k')}
          onToggle={toggle('k')}
        />
      ))}
    </>
  );
}
