/**
 * The fair-price verdict of a listing (docs/fair-price.md): its price per saleable sq ft against
 * the estate's deals of the last twelve months for similar flats (same block, phase or estate;
 * size band; floor band), 'notEnough' below three such deals.
 */
import { z } from 'zod';
import { defineGet, isoDate, nullableText, propertyIdSchema } from './base';

export const FAIR_PRICE_VERDICTS = ['above', 'below', 'inLine', 'notEnough'] as const;
/** where the compared deals come from: the listing's block, its phase, the estate at its floor band, the estate */
export const FAIR_PRICE_SCOPES = ['block', 'phase', 'estate', 'estateAnyFloor'] as const;

export const fairPriceDealSchema = z.object({
  dealID: z.number().int(),
  dealDate: isoDate,
  buildingNameWithCulture: nullableText,
  floor: z.number().int().nullable(),
  flat: nullableText,
  saleableArea: z.number().int(),
  price: z.number(),
  pricePerSqft: z.number().int(),
});

export const fairPriceSchema = z.object({
  propertyID: z.string(),
  /** 1 sale (deals are sales), 2 rent (deals are registered leases, monthly rent) */
  rentalType: z.number().int(),
  estateID: z.number().int().nullable(),
  /** the listing's price (or monthly rent) per saleable sq ft */
  pricePerSqft: z.number().int().nullable(),
  saleableArea: z.number().int().nullable(),
  verdict: z.enum(FAIR_PRICE_VERDICTS),
  /** signed whole percent against the median of the compared deals; null without a comparison */
  diffPct: z.number().int().nullable(),
  scope: z.enum(FAIR_PRICE_SCOPES).nullable(),
  /** the twelve months compared: after windowFrom, up to windowTo (the newest recorded deal) */
  windowFrom: isoDate,
  windowTo: isoDate,
  sizeBand: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** 1 low, 2 middle, 3 high third of the block */
  floorBand: z.number().int().nullable(),
  /** the compared deals: count, range of price per sq ft and dates, and the newest 30 of them */
  dealCount: z.number().int(),
  medianPricePerSqft: z.number().int().nullable(),
  minPricePerSqft: z.number().int().nullable(),
  maxPricePerSqft: z.number().int().nullable(),
  firstDealDate: isoDate.nullable(),
  lastDealDate: isoDate.nullable(),
  deals: z.array(fairPriceDealSchema),
});
export type FairPrice = z.infer<typeof fairPriceSchema>;
export type FairPriceVerdict = (typeof FAIR_PRICE_VERDICTS)[number];

export const getFairPrice = defineGet({
  path: '/Property/GetFairPrice',
  query: z.object({ propertyId: propertyIdSchema }),
  result: fairPriceSchema,
  summary: "A listing's fair-price verdict: its price per saleable sq ft against the estate's deals of the last 12 months for similar flats (same block or phase first, size and floor band), with the deals compared; notEnough below 3",
});
