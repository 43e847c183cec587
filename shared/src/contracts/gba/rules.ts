/**
 * The rules of buying a home in each Greater Bay Area city as a Hong Kong resident (the /gbaTools
 * page): down payment, loan term, the reference mortgage rate and the buyer's taxes, each with the
 * source it was taken from. The sums themselves are done by the page from these rules.
 */
import { z } from 'zod';
import { GBA_CURRENCIES } from './bands';
import { gbaRateSchema } from './schema';

export const GBA_CONFIDENCE = ['primary', 'secondary', 'unverified'] as const;

export const gbaSourceSchema = z.object({
  sourceId: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  /** the day the source was published or read, yyyy-mm-dd */
  date: z.string().nullable(),
  /** primary: the authority's own text; secondary: reported by others; unverified: to be checked */
  confidence: z.enum(GBA_CONFIDENCE),
});
export type GbaSource = z.infer<typeof gbaSourceSchema>;

const ruleBase = { ruleId: z.string(), name: z.string(), note: z.string(), sourceId: z.string() };

/** a tax or fee the buyer pays */
export const gbaTaxSchema = z.discriminatedUnion('kind', [
  /** a rate on the whole price, chosen by the floor area */
  z.object({ ...ruleBase, kind: z.literal('areaRate'), thresholdM2: z.number(), rateUpTo: z.number(), rateAbove: z.number() }),
  /** marginal rates on the price in the local currency, then a surcharge on the duty */
  z.object({
    ...ruleBase,
    kind: z.literal('marginal'),
    bands: z.array(z.object({ upTo: z.number().nullable(), rate: z.number() })),
    surcharge: z.number(),
  }),
  /** a fixed amount in the local currency */
  z.object({ ...ruleBase, kind: z.literal('fixed'), amount: z.number() }),
]);
export type GbaTax = z.infer<typeof gbaTaxSchema>;

export const gbaCityRulesSchema = z.object({
  cityId: z.string(),
  cityName: z.string(),
  currency: z.enum(GBA_CURRENCIES),
  /** who may buy and how many homes, in the request's language */
  eligibility: z.object({ note: z.string(), sourceId: z.string() }),
  /** the lowest down payment of a first home, a fraction of the price */
  minDownPayment: z.object({ fraction: z.number(), note: z.string(), sourceId: z.string() }),
  maxLoanYears: z.object({ years: z.number().int(), note: z.string(), sourceId: z.string() }),
  /** the annual rate the sums start from (the buyer can change it) */
  referenceRate: z.object({ rate: z.number(), asOf: z.string(), note: z.string(), sourceId: z.string() }),
  taxes: z.array(gbaTaxSchema),
  rate: gbaRateSchema,
});
export type GbaCityRules = z.infer<typeof gbaCityRulesSchema>;

export const gbaBuyingRulesSchema = z.object({
  /** the day the rules were compiled, yyyy-mm-dd */
  asOf: z.string(),
  cities: z.array(gbaCityRulesSchema),
  sources: z.array(gbaSourceSchema),
});
export type GbaBuyingRules = z.infer<typeof gbaBuyingRulesSchema>;
