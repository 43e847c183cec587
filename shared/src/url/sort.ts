/**
 * User-facing sort keys of spec 3.4 and the listing order ids they send.
 * Price sorts use the sale ids on buy pages and the rent ids on rent and serviced pages.
 * 'latest' only sorts newest first (there is no oldest-first order id); 'default' has no direction.
 */
export const SORT_KEYS = ['default', 'latest', 'price', 'unitPriceGFA', 'unitPriceSFA', 'grossArea', 'saleableArea', 'priceRatio'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type ListKind = 'buy' | 'rent' | 'serviced';

/** Listing order ids of spec 3.4. */
export const ORDER_IDS = {
  default: 0, publishTimeDesc: 1, salePrice: 2, salePriceDesc: 3, rentPrice: 4, rentPriceDesc: 5,
  buildingAvgPrice: 6, buildingAvgPriceDesc: 7, saleableAvgPrice: 8, saleableAvgPriceDesc: 9,
  buildingArea: 10, buildingAreaDesc: 11, saleableArea: 12, saleableAreaDesc: 13, PublishTimeDesc: 14,
  rankDesc: 15, estateIdAsc: 16, priceRatio: 18, priceRatioDesc: 19,
} as const;

type Pair = { asc: number; desc: number };
const PAIRS: Record<Exclude<SortKey, 'price'>, Pair> = {
  default: { asc: 0, desc: 0 },
  latest: { asc: 1, desc: 1 },
  unitPriceGFA: { asc: 6, desc: 7 },
  unitPriceSFA: { asc: 8, desc: 9 },
  grossArea: { asc: 10, desc: 11 },
  saleableArea: { asc: 12, desc: 13 },
  priceRatio: { asc: 18, desc: 19 },
};
const PRICE: Record<ListKind, Pair> = { buy: { asc: 2, desc: 3 }, rent: { asc: 4, desc: 5 }, serviced: { asc: 4, desc: 5 } };

/** The order id of a sort key and direction on a list kind. */
export function orderIdOf(key: SortKey, direction: SortDirection = 'desc', kind: ListKind = 'buy'): number {
  const pair = key === 'price' ? PRICE[kind] : PAIRS[key];
  return pair[direction];
}

/** The sort key and direction of an order id (unknown ids read as the default order). */
export function sortOf(orderId: number | undefined): { key: SortKey; direction: SortDirection } {
  if (orderId === 14) return { key: 'latest', direction: 'desc' };
  for (const key of SORT_KEYS) {
    for (const kind of ['buy', 'rent'] as const) {
      const pair = key === 'price' ? PRICE[kind] : PAIRS[key];
      if (pair.desc === orderId) return { key, direction: 'desc' };
      if (pair.asc === orderId) return { key, direction: key === 'latest' ? 'desc' : 'asc' };
    }
  }
  return { key: 'default', direction: 'desc' };
}
