/**
 * Market data (spec 3.5 market data, 9 "the price index is published every Friday"): the weekly
 * price index by region and the instant valuation of a flat with its back-tested error.
 */
import { z } from 'zod';
import { codeField, defineGet, intField, requiredInt } from './base';

/** An optional calendar day written yyyy-mm-dd (a real date); '' and null mean absent. */
export function dayField() {
  return z.preprocess(
    (v: string | null | undefined) => (v === '' || v === null ? undefined : v),
    // the length first, and nothing after a failed pattern: a megabyte string costs no date parsing
    z.string().length(10, { error: 'expected yyyy-mm-dd', abort: true }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected yyyy-mm-dd', abort: true })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar date')
      .optional(),
  );
}

/** index periods of the market page: 1, 3, 5 years or all (spec 9 trend periods) */
export const PRICE_INDEX_PERIODS = ['1y', '3y', '5y', 'all'] as const;

export const priceIndexPointSchema = z.object({
  /** the Friday (Hong Kong time) ending the week, yyyy-mm-dd */
  weekEnding: z.string(),
  value: z.number(),
  /** sale deals recorded in the week (new deals) */
  dealCount: z.number().int(),
  /** basket estates with a price in the week (traded then or before) */
  estateCount: z.number().int(),
});

export const priceIndexSchema = z.object({
  /** null for the territory-wide index */
  regionCode: z.string().nullable(),
  regionNameWithCulture: z.string(),
  /** the week whose value is 100 */
  baseWeek: z.string().nullable(),
  /** constituent estates of the basket */
  basketSize: z.number().int(),
  latest: priceIndexPointSchema.nullable(),
  /** percent change of the latest value against 1 week, about 4 weeks and 52 weeks before */
  changePct: z.object({ week: z.number().nullable(), month: z.number().nullable(), year: z.number().nullable() }),
  points: z.array(priceIndexPointSchema),
  /** the other series the page can switch to */
  regions: z.array(z.object({ regionCode: z.string().nullable(), regionNameWithCulture: z.string() })),
});

export const getPriceIndex = defineGet({
  path: '/Market/GetPriceIndex',
  query: z.object({
    period: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(PRICE_INDEX_PERIODS).optional()),
    regionCode: codeField(),
  }),
  result: priceIndexSchema,
  summary: 'Weekly price index (weeks ending Friday, base week = 100), territory-wide or for a region, over a period',
});

/** How close the valuation model came on held-out deals (spec 2.6 evaluation). */
export const valuationAccuracySchema = z.object({
  regionCode: z.string().nullable(),
  /** held-out deals valued */
  sampleSize: z.number().int(),
  /** median of |valuation - price| / price, percent */
  medianAbsErrorPct: z.number().nullable(),
  /** share of held-out deals valued within 5 % and 10 % of their price, percent */
  within5Pct: z.number().nullable(),
  within10Pct: z.number().nullable(),
});

export const valuationComparableSchema = z.object({
  dealID: z.number().int(),
  dealDate: z.string(),
  price: z.number(),
  saleableArea: z.number(),
  floor: z.number().nullable(),
  /** the deal's price per saleable sq ft adjusted to the flat and to today */
  adjustedPricePerSqft: z.number(),
  weight: z.number(),
});

export const valuationSchema = z.object({
  available: z.boolean(),
  estateID: z.number().int(),
  saleableArea: z.number(),
  valuation: z.number().nullable(),
  pricePerSqft: z.number().nullable(),
  /** the likely range: valuation less and plus the region's median error */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** 'estate': the estate's own deals; 'district': similar estates nearby */
  basis: z.enum(['estate', 'district']).nullable(),
  comparables: z.array(valuationComparableSchema),
  accuracy: valuationAccuracySchema,
});

export const getValuation = defineGet({
  path: '/Market/GetValuation',
  query: z.object({
    estateId: requiredInt(),
    buildingId: intField(1),
    floor: intField(0, 200),
    /** saleable square feet */
    saleableArea: requiredInt(100, 20_000),
  }),
  result: valuationSchema,
  summary: "Instant valuation of a flat from its estate's deals, adjusted for floor, size, age and the index, with the back-tested error",
});
