/**
 * User-facing sort keys of spec 3.4 and the listing order ids they send.
 * Price sorts use the sale ids on buy pages and the rent ids on rent and serviced pages.
 * 'latest' only sorts newest first (there is no oldest-first order id); 'default' has no direction.
 */
import { PROPERTY_ORDERS } from '../contracts/constants';

export const SORT_KEYS = ['default', 'latest', 'price', 'unitPriceGFA', 'unitPriceSFA', 'grossArea', 'saleableArea', 'priceRatio'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type ListKind = 'buy' | 'rent' | 'serviced';

type Pair = { asc: number; desc: number };
const O = PROPERTY_ORDERS;
const PAIRS: Record<Exclude<SortKey, 'price'>, Pair> = {
  default: { asc: O.default, desc: O.default },
  latest: { asc: O.publishTimeDesc, desc: O.publishTimeDesc },
  unitPriceGFA: { asc: O.buildingAvgPrice, desc: O.buildingAvgPriceDesc },
  unitPriceSFA: { asc: O.saleableAvgPrice, desc: O.saleableAvgPriceDesc },
  grossArea: { asc: O.buildingArea, desc: O.buildingAreaDesc },
  saleableArea: { asc: O.saleableArea, desc: O.saleableAreaDesc },
  priceRatio: { asc: O.priceRatio, desc: O.priceRatioDesc },
};
const RENT_PRICE: Pair = { asc: O.rentPrice, desc: O.rentPriceDesc };
const PRICE: Record<ListKind, Pair> = { buy: { asc: O.salePrice, desc: O.salePriceDesc }, rent: RENT_PRICE, serviced: RENT_PRICE };

/** The order id of a sort key and direction on a list kind. */
export function orderIdOf(key: SortKey, direction: SortDirection = 'desc', kind: ListKind = 'buy'): number {
  const pair = key === 'price' ? PRICE[kind] : PAIRS[key];
  return pair[direction];
}

/** The sort key and direction of an order id (unknown ids read as the default order). */
export function sortOf(orderId: number | undefined): { key: SortKey; direction: SortDirection } {
  if (orderId === O.PublishTimeDesc) return { key: 'latest', direction: 'desc' };
  for (const key of SORT_KEYS) {
    for (const kind of ['buy', 'rent'] as const) {
      const pair = key === 'price' ? PRICE[kind] : PAIRS[key];
      if (pair.desc === orderId) return { key, direction: 'desc' };
      if (pair.asc === orderId) return { key, direction: key === 'latest' ? 'desc' : 'asc' };
    }
  }
  return { key: 'default', direction: 'desc' };
}
