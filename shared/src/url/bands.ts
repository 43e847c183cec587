/**
 * Band codes of the list URL (p, a, d, o) are 1-based positions in a dictionary group of spec 3.2;
 * the SearchProperty body wants the band's dictionaryValue ('4000000-6000000').
 */
import type { BandGroup, BandResolver } from './search-body';
import type { ListKind } from './sort';

/** The dictionary group each band code reads on each list kind. */
export const BAND_GROUPS: Record<ListKind, Record<BandGroup, string>> = {
  buy: { price: 'SalePrice', buildingArea: 'Area', saleableArea: 'Area', buildingAge: 'BuildingAge' },
  rent: { price: 'RentPrice', buildingArea: 'Area', saleableArea: 'Area', buildingAge: 'BuildingAge' },
  serviced: { price: 'RentPrice', buildingArea: 'Area', saleableArea: 'Area', buildingAge: 'BuildingAge' },
};

export interface DictionaryBand {
  dictionaryValue: string;
}

/** A resolver over loaded dictionaries (group name -> entries in their display order). */
export function bandResolver(dictionaries: Readonly<Record<string, readonly DictionaryBand[] | undefined>>): BandResolver {
  return (group, band, kind) => {
    const n = Number(band);
    const entries = dictionaries[BAND_GROUPS[kind][group]];
    return Number.isInteger(n) && n >= 1 ? entries?.[n - 1]?.dictionaryValue : undefined;
  };
}

/** The band number (URL value) of a dictionary value in its group, or null. */
export function bandOf(entries: readonly DictionaryBand[], dictionaryValue: string): string | null {
  const i = entries.findIndex((e) => e.dictionaryValue === dictionaryValue);
  return i < 0 ? null : String(i + 1);
}
