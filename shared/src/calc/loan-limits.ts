/** The highest loan a buyer can get: the HKMA cap, or more with HKMC mortgage insurance. */
import { HKMA_LIMITS, MIP_LIMITS, MIP_PREMIUM_PCT, MIP_PREMIUM_TENORS, MIP_TIERS, type MipTier } from './reference/mortgage-rules';
import type { PropertyUse } from './reference/stamp-duty-schedules';

export interface BuyerCase {
  use: PropertyUse;
  /** lives in the flat (mortgage insurance covers owner-occupied homes only) */
  selfUse: boolean;
  /** holds no Hong Kong home and every applicant is a salaried employee (the 90% case) */
  firstTimeSalaried: boolean;
}

export interface LtvLimit {
  /** the HKMA cap without insurance */
  hkmaMaxLtv: number;
  /** the cap with insurance, or null when the flat does not qualify */
  insuredMaxLtv: number | null;
  insuredLoanCap: number | null;
}

export function mipTier(value: number): MipTier | null {
  return MIP_TIERS.find((t) =>
    (t.minInclusive ? value >= t.min : value > t.min) && (t.maxInclusive ? value <= t.max : value < t.max)) ?? null;
}

export function ltvLimit(price: number, buyer: BuyerCase): LtvLimit {
  const hkmaMaxLtv = buyer.use === 'residential' ? HKMA_LIMITS.maxLtv.residential : HKMA_LIMITS.maxLtv.nonResidential;
  const tier = buyer.use === 'residential' && buyer.selfUse && price <= MIP_LIMITS.maxPropertyValue ? mipTier(price) : null;
  if (!tier) return { hkmaMaxLtv, insuredMaxLtv: null, insuredLoanCap: null };
  const ltv = buyer.firstTimeSalaried ? tier.maxLtvFirstTime(price) : tier.maxLtv(price);
  const insuredMaxLtv = Math.max(hkmaMaxLtv, tier.loanCap === null ? ltv : Math.min(ltv, tier.loanCap / price));
  return { hkmaMaxLtv, insuredMaxLtv: insuredMaxLtv > hkmaMaxLtv ? insuredMaxLtv : null, insuredLoanCap: tier.loanCap };
}

/** the premium tenor column: the next published tenor at or above the loan's (10 for shorter loans) */
export function premiumTenor(years: number): (typeof MIP_PREMIUM_TENORS)[number] {
  return MIP_PREMIUM_TENORS.find((t) => years <= t) ?? 30;
}

/** Single premium of the insurance as a percent of the loan: 0 at or below the HKMA cap. */
export function mipPremiumPct(ltv: number, tenorYears: number): number {
  if (ltv <= HKMA_LIMITS.maxLtv.residential + 1e-9) return 0;
  const band = MIP_PREMIUM_PCT.find((b) => ltv <= b.upToLtv + 1e-9);
  if (!band) throw new RangeError(`no mortgage insurance above ${MIP_PREMIUM_PCT[MIP_PREMIUM_PCT.length - 1]?.upToLtv} LTV`);
  return band.byTenor[premiumTenor(tenorYears)];
}
