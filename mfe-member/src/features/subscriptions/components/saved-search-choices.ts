import type { DictionaryEntry, Subscription } from '@portal/shared/contracts';
import { getSavedSearches, type SavedSearch } from '@portal/shared/storage';
import { BAND_CODES, bandResolver, toSearchBody, type BandCode, type BandResolver, type ListFilter, type ListKind } from '@portal/shared/url';

const KINDS = ['buy', 'rent', 'serviced'] as const satisfies readonly ListKind[];
const BAND_KEYS = Object.keys(BAND_CODES) as BandCode[];

export interface SavedChoice {
  key: string;
  label: string;
  propertyType: Subscription['propertyType'];
  /** the saved list filter as the alert's SearchProperty filter (no page, no order) */
  filter: Record<string, unknown>;
  searchConditions: string;
  /** an area, age or intake band of the search cannot be read yet (dictionaries loading or failed): not offered */
  unresolved: boolean;
}

/**
 * The band resolver of the list pages over SearchDictionaryInfo's entries: the list URL's band n
 * of a group is the group's n-th entry in `sort` order (shared `bandResolver`, the same ranges the
 * listings search sends).
 */
export function dictionaryBands(entries: readonly DictionaryEntry[]): BandResolver {
  const groups: Record<string, DictionaryEntry[]> = {};
  for (const e of entries) (groups[e.itemName] ??= []).push(e);
  for (const group of Object.values(groups)) group.sort((a, b) => a.sort - b.sort);
  return bandResolver(groups);
}

/** Whether a saved filter has area, age or intake bands (a, d, o, j), which need the dictionaries. */
export function hasBands(filter: ListFilter): boolean {
  return BAND_KEYS.some((code) => (filter.codes[code]?.length ?? 0) > 0);
}

function allResolve(filter: ListFilter, resolveBand: BandResolver | undefined): boolean {
  return BAND_KEYS.every((code) => (filter.codes[code] ?? []).every((band) => resolveBand?.(BAND_CODES[code], band) !== undefined));
}

function toChoice(kind: ListKind, saved: SavedSearch, index: number, resolveBand: BandResolver | undefined): SavedChoice | undefined {
  try {
    const list = saved.filter as ListFilter;
    const { pageIndex: _p, pageCount: _c, order: _o, ...filter } = toSearchBody(list, kind, resolveBand);
    return {
      key: `${kind}:${index}`, label: saved.searchConditions, propertyType: kind, filter, searchConditions: saved.searchConditions,
      unresolved: !allResolve(list, resolveBand),
    };
  } catch {
    return undefined;
  }
}

/** The searches saved on this browser (spec 4.8), in all kinds. */
export function savedSearches(): Array<{ kind: ListKind; saved: SavedSearch; index: number }> {
  return KINDS.flatMap((kind) => getSavedSearches(kind).map((saved, index) => ({ kind, saved, index })));
}

/**
 * The saved searches a subscription can start from, their bands resolved as the list pages resolve
 * them: a search whose band cannot be read is marked unresolved instead of losing its band.
 */
export function savedSearchChoices(resolveBand?: BandResolver): SavedChoice[] {
  return savedSearches().map(({ kind, saved, index }) => toChoice(kind, saved, index, resolveBand)).filter((c): c is SavedChoice => c !== undefined);
}
