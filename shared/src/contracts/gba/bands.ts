/**
 * Greater Bay Area tables shared by the API, the list-URL codec and the pages (no zod here, so
 * browser code may load them): the filter bands of the list, the sale states and the area unit.
 */

/** square feet in one square metre */
export const FT2_PER_M2 = 10.7639;

/** a band: lower bound inclusive, upper bound exclusive; null is open */
export interface GbaBand {
  min: number | null;
  max: number | null;
}

/**
 * Total price bands of the list, in HKD (prices in RMB and MOP are converted at the stated rate),
 * numbered from 1 in the URL (`p2`). A project is in a band when its price range meets it.
 */
export const GBA_PRICE_BANDS_HKD: readonly GbaBand[] = [
  { min: null, max: 1_500_000 },
  { min: 1_500_000, max: 3_000_000 },
  { min: 3_000_000, max: 5_000_000 },
  { min: 5_000_000, max: 8_000_000 },
  { min: 8_000_000, max: null },
];

/** Floor area bands in m² (`a3`); 140 m² is where the mainland deed tax rate changes. */
export const GBA_AREA_BANDS_M2: readonly GbaBand[] = [
  { min: null, max: 70 },
  { min: 70, max: 90 },
  { min: 90, max: 120 },
  { min: 120, max: 140 },
  { min: 140, max: null },
];

/** list orders (`u1`...): 0 newest permit first */
export const GBA_ORDERS = ['latest', 'unitPriceAsc', 'unitPriceDesc', 'totalAsc', 'areaDesc'] as const;
export type GbaOrder = (typeof GBA_ORDERS)[number];

/** a project's sales: permits not yet out, on sale, sold out */
export const GBA_SALES_STATUSES = ['upcoming', 'selling', 'soldOut'] as const;
export type GbaSalesStatus = (typeof GBA_SALES_STATUSES)[number];

export const GBA_CURRENCIES = ['CNY', 'MOP'] as const;
export type GbaCurrency = (typeof GBA_CURRENCIES)[number];

export const GBA_PAGE_SIZE = 12;
