/**
 * The choices of the new-development filter (spec 3.2, 4.6): each a code of the list URL and its
 * values with their labels, from the loaded reference lists, so a chip and a choice read the same.
 */
import type { Gscope } from '@portal/shared/contracts';
import { DISTRICT_CODES, REGION_CODES, type ListFilter } from '@portal/shared/url';
import type { NewEstateCode } from './list-url';
import type { Dictionaries } from './search-body';

export interface FilterChoice { value: string; label: string }
export interface FilterGroup { code: NewEstateCode; choices: FilterChoice[] }
export interface Developer { developerID: number; shortNameWithCulture: string }

export interface FilterReference {
  dictionaries: Dictionaries;
  regions: readonly Gscope[];
  developers: readonly Developer[];
}

const byValue = (dictionaries: Dictionaries, group: string): FilterChoice[] =>
  (dictionaries[group] ?? []).map((e) => ({ value: e.dictionaryValue, label: e.dictionaryNameWithCulture }));
/** band codes carry the 1-based position of the band */
const byPosition = (dictionaries: Dictionaries, group: string): FilterChoice[] =>
  (dictionaries[group] ?? []).map((e, i) => ({ value: String(i + 1), label: e.dictionaryNameWithCulture }));

function places(regions: readonly Gscope[]): { region: FilterChoice[]; district: FilterChoice[] } {
  const region: FilterChoice[] = [];
  const district: FilterChoice[] = [];
  for (const r of regions) {
    const ri = REGION_CODES.indexOf(r.gscopeCode as (typeof REGION_CODES)[number]);
    if (ri >= 0) region.push({ value: String(ri + 1), label: r.gscopeNameWithCulture });
    for (const d of r.children) {
      const di = DISTRICT_CODES.indexOf(d.gscopeCode as (typeof DISTRICT_CODES)[number]);
      if (di >= 0) district.push({ value: String(di + 1).padStart(2, '0'), label: d.gscopeNameWithCulture });
    }
  }
  return { region, district };
}

/** The filter's groups in the order the panel shows them. */
export function filterGroups(ref: FilterReference): FilterGroup[] {
  const { region, district } = places(ref.regions);
  return [
    { code: 'y', choices: byValue(ref.dictionaries, 'NewEstateSalesStatus') },
    { code: 'hma', choices: region },
    { code: 'hk', choices: district },
    { code: 'p', choices: byPosition(ref.dictionaries, 'NewEstateSalePrice') },
    { code: 'd', choices: byPosition(ref.dictionaries, 'NewEstateArea') },
    { code: 'j', choices: byPosition(ref.dictionaries, 'NewEstateSalesComDate') },
    { code: 'de', choices: ref.developers.map((d) => ({ value: String(d.developerID), label: d.shortNameWithCulture })) },
    { code: 'l', choices: byValue(ref.dictionaries, 'NewEstateFeature') },
    { code: 'v', choices: byValue(ref.dictionaries, 'NewEstateMultimedia') },
  ];
}

export interface FilterChipModel { code: NewEstateCode; value: string; label: string }

/** One chip per chosen value that the reference knows, in the panel's order. */
export function chipsOf(filter: ListFilter, groups: readonly FilterGroup[]): FilterChipModel[] {
  return groups.flatMap((group) =>
    (filter.codes[group.code] ?? []).flatMap((value) => {
      const choice = group.choices.find((c) => c.value === value);
      return choice ? [{ code: group.code, value, label: choice.label }] : [];
    }),
  );
}
