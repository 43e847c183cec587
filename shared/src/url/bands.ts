/**
 * Band codes of the list URL carry a 1-based position in a table of ranges; the SearchProperty
 * body wants the range itself ('4000000-6000000'). Price bands (p) read the price table of
 * @portal/shared; area, age and intake bands (a, d, o, j) read the loaded dictionaries (spec 3.2).
 */
import { PRICE_RANGES, type PriceGroup } from '../contracts/constants';
import type { ListKind } from './sort';

/** The band codes read through the dictionaries, and the body field (= band group) each sets. */
export const BAND_CODES = { a: 'buildingArea', d: 'saleableArea', o: 'buildingAge', j: 'intakeTime' } as const;
export type BandCode = keyof typeof BAND_CODES;
export type BandGroup = (typeof BAND_CODES)[BandCode];
/** A band number of a group as its range, or undefined (unknown band, dictionaries not loaded). */
export type BandResolver = (group: BandGroup, band: string) => string | undefined;

/** The dictionary group each band group reads. */
export const BAND_GROUPS: Record<BandGroup, string> = {
  buildingArea: 'Area', saleableArea: 'Area', buildingAge: 'BuildingAge', intakeTime: 'NewEstateSalesComDate',
};

/** The price table of a list kind: sale prices on buy pages, rents on rent and serviced pages. */
export const PRICE_GROUP: Record<ListKind, PriceGroup> = { buy: 'SalePrice', rent: 'RentPrice', serviced: 'RentPrice' };

export interface DictionaryBand {
  dictionaryValue: string;
}

/** The entry of a 1-based band number, or undefined. */
export function nthBand<T>(entries: readonly T[] | undefined, band: string): T | undefined {
  const n = Number(band);
  return Number.isInteger(n) && n >= 1 ? entries?.[n - 1] : undefined;
}

/** The price range of a p band on a list kind ('2' on buy: '4000000-6000000'). */
export function priceRangeOf(kind: ListKind, band: string): string | undefined {
  return nthBand(PRICE_RANGES[PRICE_GROUP[kind]], band);
}

/** A resolver over loaded dictionaries (group name -> entries in their display order). */
export function bandResolver(dictionaries: Readonly<Record<string, readonly DictionaryBand[] | undefined>>): BandResolver {
  return (group, band) => nthBand(dictionaries[BAND_GROUPS[group]], band)?.dictionaryValue;
}

/** The band number (URL value) of a range in its table, or null. */
export function bandOf(ranges: readonly (string | DictionaryBand)[], value: string): string | null {
  const i = ranges.findIndex((e) => (typeof e === 'string' ? e : e.dictionaryValue) === value);
  return i < 0 ? null : String(i + 1);
}
