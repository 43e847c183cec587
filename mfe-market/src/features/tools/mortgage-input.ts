import type { MortgageInput, RateBasis } from '@portal/shared/calc';
import type { MortgageForm } from '@portal/shared/forms';

const rate = (pct: number) => pct / 100;

/** the rate basis the form describes */
export function rateBasisOf(f: MortgageForm): RateBasis {
  if (f.rateKind === 'hibor') return { kind: 'hibor', hibor: rate(f.hiborPct), spread: rate(f.spreadPct), prime: rate(f.primePct), capBelowPrime: rate(f.capBelowPrimePct) };
  if (f.rateKind === 'prime') return { kind: 'prime', prime: rate(f.primePct), discount: rate(f.discountPct) };
  return { kind: 'fixed', rate: rate(f.fixedPct) };
}

/** the calculator's input from the form's values */
export function mortgageInputOf(f: MortgageForm): MortgageInput {
  return {
    price: f.price, use: f.use, selfUse: f.selfUse, firstTimeSalaried: f.firstTimeSalaried, withInsurance: f.withInsurance,
    ltv: f.loanPct / 100, termYears: f.termYears, rate: rateBasisOf(f),
    monthlyIncome: f.monthlyIncome > 0 ? f.monthlyIncome : undefined, otherMonthlyDebt: f.otherMonthlyDebt,
  };
}
