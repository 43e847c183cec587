/**
 * The buyer's sums of /gbaTools: a Hong Kong resident's first home in a GBA city, from that
 * city's rules (GetBuyingRules): down payment, loan, monthly instalment, interest, taxes and fees,
 * each in local currency and in HKD at the city's stated rate.
 */
import type { GbaCityRules, GbaTax } from '@portal/shared/contracts';
import { monthlyPayment } from '@portal/shared/calc';

export interface BuyerInput {
  /** the price in the city's currency */
  price: number;
  areaM2: number;
  /** percentages as the buyer types them: 30 is 30% */
  downPaymentPct: number;
  ratePct: number;
  years: number;
}

export type InputError =
  | { field: keyof BuyerInput; key: 'number' | 'downTooHigh' | 'rateRange' }
  | { field: 'downPaymentPct'; key: 'downTooLow'; pct: number }
  | { field: 'years'; key: 'yearsTooLong'; years: number };

export interface TaxLine {
  ruleId: string;
  name: string;
  note: string;
  sourceId: string;
  amount: number;
}

export interface BuyerSums {
  downPayment: number;
  loan: number;
  monthly: number;
  totalInterest: number;
  taxes: TaxLine[];
  /** down payment, taxes and fees: the cash paid at purchase */
  upfront: number;
  hkdPerUnit: number;
}

/** what is wrong with the input under the city's rules (empty when it can be worked out) */
export function inputErrors(rules: GbaCityRules, input: BuyerInput): InputError[] {
  const errors: InputError[] = [];
  for (const field of ['price', 'areaM2', 'years'] as const) {
    if (!(Number.isFinite(input[field]) && input[field] > 0)) errors.push({ field, key: 'number' });
  }
  const minPct = Math.round(rules.minDownPayment.fraction * 10000) / 100;
  if (!Number.isFinite(input.downPaymentPct)) errors.push({ field: 'downPaymentPct', key: 'number' });
  else if (input.downPaymentPct < minPct) errors.push({ field: 'downPaymentPct', key: 'downTooLow', pct: minPct });
  else if (input.downPaymentPct > 100) errors.push({ field: 'downPaymentPct', key: 'downTooHigh' });
  if (!(Number.isFinite(input.ratePct) && input.ratePct >= 0 && input.ratePct <= 20)) errors.push({ field: 'ratePct', key: 'rateRange' });
  if (input.years > rules.maxLoanYears.years) errors.push({ field: 'years', key: 'yearsTooLong', years: rules.maxLoanYears.years });
  return errors;
}

/** one tax or fee on a price and floor area, in the local currency */
export function taxAmount(tax: GbaTax, price: number, areaM2: number): number {
  if (tax.kind === 'fixed') return tax.amount;
  if (tax.kind === 'areaRate') return price * (areaM2 <= tax.thresholdM2 ? tax.rateUpTo : tax.rateAbove);
  let duty = 0;
  let floor = 0;
  for (const band of tax.bands) {
    const top = band.upTo ?? Number.POSITIVE_INFINITY;
    if (price > floor) duty += (Math.min(price, top) - floor) * band.rate;
    floor = top;
  }
  return duty * (1 + tax.surcharge);
}

export function buyerSums(rules: GbaCityRules, input: BuyerInput): BuyerSums {
  const downPayment = Math.round((input.price * input.downPaymentPct) / 100);
  const loan = input.price - downPayment;
  const months = Math.round(input.years * 12);
  const monthly = loan > 0 ? monthlyPayment(loan, input.ratePct / 100, months) : 0;
  const taxes = rules.taxes.map((tax) => ({
    ruleId: tax.ruleId, name: tax.name, note: tax.note, sourceId: tax.sourceId, amount: Math.round(taxAmount(tax, input.price, input.areaM2)),
  }));
  return {
    downPayment,
    loan,
    monthly: Math.round(monthly),
    totalInterest: Math.round(monthly * months - loan),
    taxes,
    upfront: downPayment + taxes.reduce((sum, t) => sum + t.amount, 0),
    hkdPerUnit: rules.rate.hkdPerUnit,
  };
}
