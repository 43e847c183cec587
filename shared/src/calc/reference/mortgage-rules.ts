/**
 * Hong Kong mortgage rules, copied from the project's reference data (as of 2026-11-22).
 *
 * Sources: HKMA press release of 16 Oct 2024 (LTV 70% and DSR 50% for every property) and of
 * 28 Feb 2024 (200bp DSR stress test suspended); Policy Address 2024 para 170; HKMC Insurance
 * Mortgage Insurance Programme criteria (Dah Sing table of max LTV by value) and the single
 * premium table published by Standard Chartered HK; bank best lending rates from HSBC's press
 * release of 30 Oct 2025; H-plan pricing from an April 2026 comparison summary (secondary).
 */

/** HKMA countercyclical limits in force since 2024-10-16 */
export const HKMA_LIMITS = {
  effective: '2024-10-16',
  maxLtv: { residential: 0.7, nonResidential: 0.7 },
  maxDsr: 0.5,
  stressTest: { status: 'suspended', since: '2024-02-28', rateRise: 0.02 },
} as const;

/** One tier of the HKMC Mortgage Insurance Programme: the highest LTV for a property value. */
export interface MipTier {
  /** value range: min < V (or <= when minInclusive), V < max (or <= when maxInclusive) */
  min: number;
  minInclusive: boolean;
  max: number;
  maxInclusive: boolean;
  /** the highest LTV for a buyer, and for a first-time salaried buyer (the 90% case) */
  maxLtv: (value: number) => number;
  maxLtvFirstTime: (value: number) => number;
  /** loan ceiling in HKD, if any */
  loanCap: number | null;
}

const fixed = (ltv: number) => () => ltv;

export const MIP_TIERS: readonly MipTier[] = [
  { min: 0, minInclusive: true, max: 10_000_000, maxInclusive: true, maxLtv: fixed(0.8), maxLtvFirstTime: fixed(0.9), loanCap: null },
  {
    min: 10_000_000, minInclusive: false, max: 11_250_000, maxInclusive: false, maxLtv: fixed(0.8),
    maxLtvFirstTime: (v) => Math.min(0.9, 9_000_000 / v), loanCap: 9_000_000,
  },
  { min: 11_250_000, minInclusive: true, max: 15_000_000, maxInclusive: true, maxLtv: fixed(0.8), maxLtvFirstTime: fixed(0.8), loanCap: null },
  {
    min: 15_000_000, minInclusive: false, max: 17_150_000, maxInclusive: true,
    maxLtv: (v) => Math.max(0.7, Math.min(0.8, 12_000_000 / v)), maxLtvFirstTime: (v) => Math.max(0.7, Math.min(0.8, 12_000_000 / v)),
    loanCap: 12_000_000,
  },
  { min: 17_150_000, minInclusive: false, max: 30_000_000, maxInclusive: true, maxLtv: fixed(0.7), maxLtvFirstTime: fixed(0.7), loanCap: null },
];

export const MIP_LIMITS = { maxPropertyValue: 30_000_000, maxDti: 0.5, maxTenorYears: 30 } as const;

/**
 * Single premium, percent of the original loan, by the LTV band the loan reaches and the tenor
 * in years (first-time buyer, floating rate, completed property).
 */
export const MIP_PREMIUM_PCT: readonly { upToLtv: number; byTenor: Readonly<Record<10 | 15 | 20 | 25 | 30, number>> }[] = [
  { upToLtv: 0.75, byTenor: { 10: 0, 15: 0, 20: 0, 25: 0, 30: 0 } },
  { upToLtv: 0.8, byTenor: { 10: 0.5, 15: 0.6, 20: 0.76, 25: 0.83, 30: 0.92 } },
  { upToLtv: 0.85, byTenor: { 10: 0.86, 15: 1.02, 20: 1.25, 25: 1.35, 30: 1.41 } },
  { upToLtv: 0.9, byTenor: { 10: 1.25, 15: 1.48, 20: 1.79, 25: 2.03, 30: 2.16 } },
];
export const MIP_PREMIUM_TENORS = [10, 15, 20, 25, 30] as const;

/** Mortgage rate bases in Hong Kong and the pricing observed in 2025-2026 */
export const RATE_BASIS = {
  /** HSBC best lending rate from 2025-10-31 */
  prime: 0.05,
  /** one-month HIBOR fixing of 2026-04-30 (HKAB, as quoted by a secondary page) */
  oneMonthHibor: 0.0244238,
  /** typical H plan: H + 1.30%, capped at P - 1.75% */
  hPlan: { spread: 0.013, capBelowPrime: 0.0175 },
} as const;
