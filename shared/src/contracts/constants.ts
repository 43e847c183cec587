/** Constants of the contracts that browser code uses at run time, without zod. */

/** Agent sorts of spec 3.4 (AgentCount applies to agencies). */
export const AGENT_ORDERS = [
  'Default', 'AgentCount', 'AgentCountDesc', 'PropertySaleCount', 'PropertySaleCountDesc', 'PropertyRentCount', 'PropertyRentCountDesc',
] as const;

/** Bookmarks a visitor may keep before signing in (spec 4.3). */
export const VISITOR_BOOKMARK_LIMIT = 20;

/** HKD per listing plan (spec 3.1 listing order): premium marks the listing premium, promotion pins it (topType 3) */
export const LISTING_PLANS = { premium: 688, promotion: 388 } as const;

/** Estate sorts of spec 3.4 (Estate/SearchEstate's `order`). */
export const ESTATE_ORDERS = ['PropertyCountDesc', 'DealCountDesc', 'DealAvgPriceAsc', 'DealAvgPriceDesc'] as const;

/*
 * The listing search tables every side reads: the order ids of spec 3.4 and the price bands of
 * the SalePrice and RentPrice dictionaries (spec 3.2). The URL codec, the filter panel and chips,
 * the API (its orders and its seeded dictionaries) and the tests all take them from here.
 */

/** Listing order ids (spec 3.4); 17 is unused and falls back to the default order. */
export const PROPERTY_ORDERS = {
  default: 0, publishTimeDesc: 1, salePrice: 2, salePriceDesc: 3, rentPrice: 4, rentPriceDesc: 5,
  buildingAvgPrice: 6, buildingAvgPriceDesc: 7, saleableAvgPrice: 8, saleableAvgPriceDesc: 9,
  buildingArea: 10, buildingAreaDesc: 11, saleableArea: 12, saleableAreaDesc: 13, PublishTimeDesc: 14,
  rankDesc: 15, estateIdAsc: 16, priceRatio: 18, priceRatioDesc: 19,
} as const;
/** the largest order id a search accepts */
export const MAX_PROPERTY_ORDER = Math.max(...Object.values(PROPERTY_ORDERS));

/** The upper bound of the open top band of a dictionary range ('50000000-999999999'). */
export const OPEN_RANGE_TOP = 999_999_999;

/** The inner bounds of the price bands, in HKD: sale prices and monthly rents. */
export const PRICE_BOUNDS = {
  SalePrice: [4_000_000, 6_000_000, 8_000_000, 10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000],
  RentPrice: [10_000, 15_000, 20_000, 30_000, 50_000, 80_000, 100_000],
} as const;
export type PriceGroup = keyof typeof PRICE_BOUNDS;

/** Bounds as the dictionary ranges 'min-max' from 0 to the open top, in order. */
export function rangesOf(bounds: readonly number[]): string[] {
  const edges = [0, ...bounds, OPEN_RANGE_TOP];
  return edges.slice(1).map((hi, i) => `${edges[i]}-${hi}`);
}

/**
 * The price bands as dictionary values, in display order: band n of the URL's p code is entry
 * n - 1 ('4000000-6000000' is sale band 2).
 */
export const PRICE_RANGES: Record<PriceGroup, readonly string[]> = {
  SalePrice: rangesOf(PRICE_BOUNDS.SalePrice),
  RentPrice: rangesOf(PRICE_BOUNDS.RentPrice),
};
