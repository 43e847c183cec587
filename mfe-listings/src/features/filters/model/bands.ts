/**
 * Band codes (p, a, d, o in the URL) are the 1-based position of a dictionary entry in its group,
 * ordered by `sort`. `makeBandResolver` gives toSearchBody the entry's 'min-max' value.
 */
import type { DictionaryEntry } from '@portal/shared/contracts';
import type { BandGroup, BandResolver, ListKind } from '@portal/shared/url';

export type DictionaryGroup = DictionaryEntry['itemName'];

export function groupEntries(dictionaries: readonly DictionaryEntry[], group: string): DictionaryEntry[] {
  return dictionaries.filter((e) => e.itemName === group).sort((a, b) => a.sort - b.sort);
}

/** The dictionary group of a band code on a list kind. */
export function bandGroupName(group: BandGroup, kind: ListKind): string {
  if (group === 'price') return kind === 'buy' ? 'SalePrice' : 'RentPrice';
  if (group === 'buildingAge') return 'BuildingAge';
  return 'Area';
}

export function bandEntry(dictionaries: readonly DictionaryEntry[], group: BandGroup, kind: ListKind, band: string): DictionaryEntry | undefined {
  const n = Number(band);
  return Number.isInteger(n) && n >= 1 ? groupEntries(dictionaries, bandGroupName(group, kind))[n - 1] : undefined;
}

export function makeBandResolver(dictionaries: readonly DictionaryEntry[]): BandResolver {
  return (group, band, kind) => bandEntry(dictionaries, group, kind, band)?.dictionaryValue;
}
