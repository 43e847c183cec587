/**
 * Band codes of the list URL are the 1-based position of a range in its table: price bands (p)
 * in the price table of @portal/shared (the API's SalePrice / RentPrice dictionaries hold the
 * same ranges and give their names), area, age and intake bands (a, d, o, j) in a dictionary
 * group ordered by `sort`. `makeBandResolver` gives toSearchBody the entry's 'min-max' value.
 */
import type { DictionaryEntry } from '@portal/shared/contracts';
import { PRICE_RANGES } from '@portal/shared/endpoints';
import { BAND_GROUPS, PRICE_GROUP, nthBand, type BandGroup, type BandResolver, type ListKind } from '@portal/shared/url';

export function groupEntries(dictionaries: readonly DictionaryEntry[], group: string): DictionaryEntry[] {
  return dictionaries.filter((e) => e.itemName === group).sort((a, b) => a.sort - b.sort);
}

export function bandEntry(dictionaries: readonly DictionaryEntry[], group: BandGroup, band: string): DictionaryEntry | undefined {
  return nthBand(groupEntries(dictionaries, BAND_GROUPS[group]), band);
}

export function makeBandResolver(dictionaries: readonly DictionaryEntry[]): BandResolver {
  return (group, band) => bandEntry(dictionaries, group, band)?.dictionaryValue;
}

export interface PriceBand {
  /** the URL value (1-based position in the price table) */
  band: string;
  /** the 'min-max' range in HKD */
  range: string;
  /** the dictionary's name of the range in the request language, else the range itself */
  label: string;
}

/** The price bands of a list kind, in table order, named by the loaded dictionary. */
export function priceBands(dictionaries: readonly DictionaryEntry[], kind: ListKind): PriceBand[] {
  const group = PRICE_GROUP[kind];
  const names = new Map(groupEntries(dictionaries, group).map((e) => [e.dictionaryValue, e.dictionaryNameWithCulture]));
  return PRICE_RANGES[group].map((range, i) => ({ band: String(i + 1), range, label: names.get(range) ?? range }));
}
