/**
 * Readable text for each chosen filter value (spec 4.6), in the request language: names come from
 * the reference lists (dictionaries, gscope, school nets, MTR), categories from the messages.
 */
import type { TFunction } from 'i18next';
import type { DictionaryEntry, Gscope, Language } from '@portal/shared/contracts';
import { priceUnitLabel, rangeText } from '@portal/shared/format';
import { FILTER_CODES, type FilterCode, type ListFilter, type ListKind } from '@portal/shared/url';
import type { FilterReference } from '../reference/filter-reference';
import { gscopeOf } from './area-ids';
import { bandEntry, groupEntries, priceBands } from './bands';
import { categoryKey, subCategoryKey } from './categories';

export type LabelCode = FilterCode | 'schoolNet';
export type Labeler = (code: LabelCode, value: string) => string;

function valueName(entries: readonly DictionaryEntry[], value: string): string | undefined {
  return entries.find((e) => e.dictionaryValue === value)?.dictionaryNameWithCulture;
}

function tagName(dictionaries: readonly DictionaryEntry[], value: string): string | undefined {
  for (const parent of groupEntries(dictionaries, 'PropertyTag')) {
    const hit = parent.children.find((c) => c.dictionaryValue === value);
    if (hit) return hit.dictionaryNameWithCulture;
  }
  return undefined;
}

function gscopeName(tree: readonly Gscope[], code: string): string | undefined {
  for (const region of tree) {
    if (region.gscopeCode === code) return region.gscopeNameWithCulture;
    for (const district of region.children) {
      if (district.gscopeCode === code) return district.gscopeNameWithCulture;
      const area = district.children.find((a) => a.gscopeCode === code);
      if (area) return area.gscopeNameWithCulture;
    }
  }
  return undefined;
}

export function createFilterLabeler(ref: FilterReference | undefined, kind: ListKind, t: TFunction): Labeler {
  const dict = ref?.dictionaries ?? [];
  const group = (name: string) => groupEntries(dict, name);
  const prefixed = (title: string, name: string | undefined) => (name ? `${t(title)} ${name}` : undefined);
  const lookups: Partial<Record<LabelCode, (v: string) => string | undefined>> = {
    t: (v) => (categoryKey(v) ? t(`filters.category.${categoryKey(v)}`) : undefined),
    b: (v) => (subCategoryKey(v) ? t(`filters.category.${subCategoryKey(v)}`) : undefined),
    p: (v) => priceBands(dict, kind).find((b) => b.band === v)?.label,
    a: (v) => prefixed('filters.more.grossArea', bandEntry(dict, 'buildingArea', v)?.dictionaryNameWithCulture),
    d: (v) => prefixed('filters.more.saleableArea', bandEntry(dict, 'saleableArea', v)?.dictionaryNameWithCulture),
    o: (v) => prefixed('filters.more.age', bandEntry(dict, 'buildingAge', v)?.dictionaryNameWithCulture),
    // the intake years of the range ('2025-2025' reads 2025)
    j: (v) => prefixed('filters.code.j', bandEntry(dict, 'intakeTime', v)?.dictionaryValue.replace(/^(\d+)-\1$/, '$1')),
    i: (v) => valueName(group('RoomNumber'), v),
    f: (v) => valueName(group('UnitFloor'), v),
    s: (v) => valueName(group('PropertySource'), v),
    v: (v) => valueName(group('PropertyLabel'), v),
    l: (v) => (kind === 'buy' ? tagName(dict, v) : valueName(group('ForRent'), v)),
    k: (v) => tagName(dict, v),
    hma: (v) => gscopeName(ref?.gscope ?? [], gscopeOf('hma', v)),
    hk: (v) => gscopeName(ref?.gscope ?? [], gscopeOf('hk', v)),
    hmm: (v) => gscopeName(ref?.gscope ?? [], gscopeOf('hmm', v)),
    schoolNet: (v) => ref?.schoolNets.find((n) => n.kind === 'primary' && n.code === v)?.nameWithCulture ?? t('filters.schoolNetNumber', { net: v }),
    zl: (v) => ref?.subwayLines.find((l) => String(l.lineID) === v)?.nameWithCulture,
    zs: (v) => ref?.subwayLines.flatMap((l) => l.stations).find((s) => String(s.stationID) === v)?.nameWithCulture,
  };
  return (code, value) => lookups[code]?.(value) ?? t('filters.codeValue', { name: t(`filters.code.${code}`), value });
}

/** Every chosen value in display order, as [code, value] pairs. */
export function chosenValues(filter: ListFilter): Array<[LabelCode, string]> {
  const out: Array<[LabelCode, string]> = [];
  for (const code of FILTER_CODES) for (const v of filter.codes[code] ?? []) out.push([code, v]);
  for (const v of filter.schoolNet ?? []) out.push(['schoolNet', v]);
  return out;
}

/** The text ranges of the query (price in 10K for sale / HKD for rent, areas in sq ft, age in years). */
export function rangeTexts(filter: ListFilter, kind: ListKind, language: Language, t: TFunction): string[] {
  const q = filter.query;
  const parts: Array<[number | undefined, number | undefined, string, string]> = [
    [q.pmin, q.pmax, priceUnitLabel(kind === 'buy' ? 'sale' : 'rent', language), 'filters.more.price'],
    [q.dmin, q.dmax, t('filters.unit.sqft'), 'filters.more.saleableArea'],
    [q.amin, q.amax, t('filters.unit.sqft'), 'filters.more.grossArea'],
    [q.omin, q.omax, t('filters.unit.years'), 'filters.more.age'],
  ];
  const unit = (u: string) => (language === 'en-us' ? ` ${u}` : u);
  return parts
    .filter(([min, max]) => min !== undefined || max !== undefined)
    .map(([min, max, u, title]) => `${t(title)} ${rangeText(min, max, unit(u), language)}`);
}

/** One line that describes the whole filter: the saved-search text (spec 4.8). */
export function describeFilter(filter: ListFilter, label: Labeler, kind: ListKind, language: Language, t: TFunction): string {
  const words = [...chosenValues(filter).map(([c, v]) => label(c, v)), ...rangeTexts(filter, kind, language, t)];
  if (filter.query.key) words.unshift(filter.query.key);
  return words.join(' · ');
}
