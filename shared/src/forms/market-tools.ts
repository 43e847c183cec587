/**
 * Form rules of the market tools (spec 2.6: the mortgage calculator and tax tools), loaded with
 * the tools. Each message is a key of the market remote's messages ('tools.errors.price'), which
 * the form translates.
 */
import { z } from 'zod';

const amount = (min: number, max: number, key: string) =>
  z.number({ error: key }).min(min, { error: key }).max(max, { error: key });
const percent = (max: number, key: string) => amount(0, max, key);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'tools.errors.date' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { error: 'tools.errors.date' })
  // the oldest stamp duty schedule the tools know starts on 2023-02-22
  .refine((d) => d >= '2023-02-22', { error: 'tools.errors.dateTooEarly' });

export const PROPERTY_USES = ['residential', 'non-residential'] as const;
export const RATE_KINDS = ['hibor', 'prime', 'fixed'] as const;

const price = amount(100_000, 1_000_000_000, 'tools.errors.price');
const use = z.enum(PROPERTY_USES);
const loanPct = percent(90, 'tools.errors.ltv');
const termYears = z.number({ error: 'tools.errors.term' }).int({ error: 'tools.errors.term' }).min(1, { error: 'tools.errors.term' }).max(30, { error: 'tools.errors.term' });
const rate = percent(20, 'tools.errors.rate');

export const mortgageFormSchema = z.object({
  price, use, loanPct, termYears,
  selfUse: z.boolean(),
  firstTimeSalaried: z.boolean(),
  withInsurance: z.boolean(),
  rateKind: z.enum(RATE_KINDS),
  hiborPct: rate, spreadPct: rate, capBelowPrimePct: rate, primePct: rate, discountPct: rate, fixedPct: rate,
  monthlyIncome: amount(0, 100_000_000, 'tools.errors.income'),
  otherMonthlyDebt: amount(0, 100_000_000, 'tools.errors.debt'),
});
export type MortgageForm = z.infer<typeof mortgageFormSchema>;

export const stampDutyFormSchema = z.object({
  value: amount(1, 10_000_000_000, 'tools.errors.value'),
  agreementDate: day,
  use,
});
export type StampDutyForm = z.infer<typeof stampDutyFormSchema>;

export const buyingCostFormSchema = z.object({
  price, use, loanPct, termYears,
  agreementDate: day,
  withInsurance: z.boolean(),
  firstTimeSalaried: z.boolean(),
  commissionPct: amount(0, 5, 'tools.errors.commission'),
  legalFees: amount(0, 1_000_000, 'tools.errors.legalFees'),
});
export type BuyingCostForm = z.infer<typeof buyingCostFormSchema>;

export const valuationFormSchema = z.object({
  estateId: z.number({ error: 'tools.errors.estate' }).int({ error: 'tools.errors.estate' }).positive({ error: 'tools.errors.estate' }),
  floor: z.number({ error: 'tools.errors.floor' }).int({ error: 'tools.errors.floor' }).min(0, { error: 'tools.errors.floor' }).max(200, { error: 'tools.errors.floor' }),
  saleableArea: z.number({ error: 'tools.errors.area' }).int({ error: 'tools.errors.area' }).min(100, { error: 'tools.errors.area' }).max(20_000, { error: 'tools.errors.area' }),
});
export type ValuationForm = z.infer<typeof valuationFormSchema>;
