/**
 * A mortgage plan: the loan within the caps for the buyer's case, the rate from its basis, the
 * instalment, total interest, mortgage insurance, and the debt-servicing ratio with and without
 * the HKMA stress test (a 200bp rise; suspended since 2024-02-28, shown for information).
 */
import { amortisation, monthlyPayment, type AmortisationRow } from './annuity';
import { ltvLimit, mipPremiumPct, type BuyerCase, type LtvLimit } from './loan-limits';
import { HKMA_LIMITS, MIP_LIMITS } from './reference/mortgage-rules';

/** H plan: HIBOR + spread, never above prime - capBelowPrime. P plan: prime - discount. Fixed: the rate. */
export type RateBasis =
  | { kind: 'hibor'; hibor: number; spread: number; prime: number; capBelowPrime: number }
  | { kind: 'prime'; prime: number; discount: number }
  | { kind: 'fixed'; rate: number };

export function annualRate(basis: RateBasis): number {
  if (basis.kind === 'hibor') return Math.min(basis.hibor + basis.spread, basis.prime - basis.capBelowPrime);
  if (basis.kind === 'prime') return basis.prime - basis.discount;
  return basis.rate;
}

export interface MortgageInput extends BuyerCase {
  price: number;
  /** the LTV wanted; the highest allowed when absent */
  ltv?: number;
  /** use HKMC mortgage insurance to go above the HKMA cap */
  withInsurance: boolean;
  termYears: number;
  rate: RateBasis;
  /** gross monthly income of all applicants, for the DSR */
  monthlyIncome?: number;
  /** other monthly debt repayments */
  otherMonthlyDebt?: number;
}

export interface MortgagePlan {
  limit: LtvLimit;
  maxLtv: number;
  ltv: number;
  loan: number;
  downPayment: number;
  annualRate: number;
  months: number;
  /** the instalment to the dollar */
  monthlyPayment: number;
  totalInterest: number;
  insurance: { premiumPct: number; premium: number } | null;
  dsr: number | null;
  stressedDsr: number | null;
  dsrCap: number;
  dsrOk: boolean | null;
  stressTestRequired: boolean;
  schedule: AmortisationRow[];
}

export function mortgagePlan(input: MortgageInput): MortgagePlan {
  const { price, termYears } = input;
  if (!(price > 0)) throw new RangeError(`price must be positive, got ${price}`);
  if (!Number.isInteger(termYears) || termYears < 1 || termYears > MIP_LIMITS.maxTenorYears) {
    throw new RangeError(`termYears must be a whole number from 1 to ${MIP_LIMITS.maxTenorYears}`);
  }
  const limit = ltvLimit(price, input);
  const maxLtv = input.withInsurance && limit.insuredMaxLtv !== null ? limit.insuredMaxLtv : limit.hkmaMaxLtv;
  const ltv = Math.min(maxLtv, Math.max(0, input.ltv ?? maxLtv));
  // loans are made in whole dollars and never above the cap
  const loan = Math.floor(price * ltv + 1e-6);
  const rate = annualRate(input.rate);
  const months = termYears * 12;
  const schedule = amortisation(loan, rate, months);
  const pay = Math.round(monthlyPayment(loan, rate, months));
  const premiumPct = ltv > limit.hkmaMaxLtv ? mipPremiumPct(ltv, termYears) : 0;
  const income = input.monthlyIncome;
  const debts = input.otherMonthlyDebt ?? 0;
  const ratio = (p: number) => (income && income > 0 ? (p + debts) / income : null);
  const dsr = ratio(pay);
  const dsrCap = premiumPct > 0 ? Math.min(HKMA_LIMITS.maxDsr, MIP_LIMITS.maxDti) : HKMA_LIMITS.maxDsr;
  return {
    limit, maxLtv, ltv, loan, downPayment: price - loan, annualRate: rate, months, monthlyPayment: pay,
    totalInterest: Math.round(schedule.reduce((s, r) => s + r.interest, 0)),
    insurance: ltv > limit.hkmaMaxLtv ? { premiumPct, premium: Math.round((loan * premiumPct) / 100) } : null,
    dsr,
    stressedDsr: ratio(Math.round(monthlyPayment(loan, rate + HKMA_LIMITS.stressTest.rateRise, months))),
    dsrCap,
    dsrOk: dsr === null ? null : dsr <= dsrCap + 1e-12,
    stressTestRequired: HKMA_LIMITS.stressTest.status !== 'suspended',
    schedule,
  };
}
