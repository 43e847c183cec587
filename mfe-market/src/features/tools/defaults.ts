import { RATE_BASIS } from '@portal/shared/calc';
import type { BuyingCostForm, MortgageForm, StampDutyForm } from '@portal/shared/forms';

/** a rate as the forms take it: percent, to at most 4 decimals */
const pct = (rate: number) => Math.round(rate * 1_000_000) / 10_000;

/** the price the tools start from when the page gives none: the median flat is about HK$6M */
export const START_PRICE = 6_000_000;

/** today in Hong Kong (UTC+8, no daylight saving), yyyy-mm-dd */
export const hongKongToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/** The mortgage form's start: the highest loan without insurance, 30 years, an H plan at today's rates. */
export function mortgageDefaults(price = START_PRICE): MortgageForm {
  return {
    price, use: 'residential', loanPct: 70, termYears: 30, selfUse: true, firstTimeSalaried: false, withInsurance: false,
    rateKind: 'hibor', hiborPct: pct(RATE_BASIS.oneMonthHibor), spreadPct: pct(RATE_BASIS.hPlan.spread),
    capBelowPrimePct: pct(RATE_BASIS.hPlan.capBelowPrime), primePct: pct(RATE_BASIS.prime), discountPct: 2, fixedPct: 3.5,
    monthlyIncome: 0, otherMonthlyDebt: 0,
  };
}

export const stampDutyDefaults = (today: string, value = START_PRICE): StampDutyForm => ({ value, agreementDate: today, use: 'residential' });

export const buyingCostDefaults = (today: string, price = START_PRICE): BuyingCostForm => ({
  price, use: 'residential', loanPct: 70, termYears: 30, agreementDate: today, withInsurance: false, firstTimeSalaried: false,
  commissionPct: 1, legalFees: 10_000,
});
