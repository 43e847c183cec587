import { annualRate, mortgagePlan, type MortgageInput } from './mortgage';
import { ltvLimit, mipPremiumPct, mipTier, premiumTenor } from './loan-limits';
import { MIP_TIERS, RATE_BASIS } from './reference/mortgage-rules';

const home = { use: 'residential', selfUse: true, firstTimeSalaried: false } as const;
const first = { ...home, firstTimeSalaried: true } as const;
const pPlan = { kind: 'prime', prime: 0.05, discount: 0.0175 } as const;
const plan = (over: Partial<MortgageInput>) =>
  mortgagePlan({ ...home, price: 8_000_000, withInsurance: false, termYears: 30, rate: pPlan, ...over });

describe('loan limits', () => {
  it('caps every case at 70% without insurance', () => {
    for (const buyer of [home, first, { ...home, selfUse: false }, { ...home, use: 'non-residential' as const }]) {
      expect(ltvLimit(8e6, buyer).hkmaMaxLtv).toBe(0.7);
    }
  });

  it('follows the insurance tiers at every edge', () => {
    expect(ltvLimit(10_000_000, first).insuredMaxLtv).toBe(0.9);
    expect(ltvLimit(10_000_000, home).insuredMaxLtv).toBe(0.8);
    // above HK$10M the 90% case is held to a HK$9M loan
    expect(ltvLimit(10_000_001, first).insuredMaxLtv).toBeCloseTo(9_000_000 / 10_000_001, 12);
    expect(ltvLimit(11_249_999, first).insuredMaxLtv).toBeCloseTo(0.8, 6);
    expect(ltvLimit(11_250_000, first).insuredMaxLtv).toBe(0.8);
    expect(ltvLimit(15_000_000, home).insuredMaxLtv).toBe(0.8);
    expect(ltvLimit(16_000_000, home).insuredMaxLtv).toBe(0.75);
    expect(ltvLimit(17_000_000, home).insuredMaxLtv).toBeCloseTo(12_000_000 / 17_000_000, 12);
    // 12M / 17.15M is just under 70%: the tier ends where the cap meets the HKMA limit
    expect(ltvLimit(17_150_000, home).insuredMaxLtv).toBeNull();
    // from 17.15M insurance gives nothing above 70%; above 30M, or not self-use, no insurance at all
    expect(ltvLimit(17_150_001, home).insuredMaxLtv).toBeNull();
    expect(ltvLimit(30_000_001, home).insuredMaxLtv).toBeNull();
    expect(ltvLimit(8e6, { ...home, selfUse: false }).insuredMaxLtv).toBeNull();
    expect(ltvLimit(8e6, { ...home, use: 'non-residential' }).insuredMaxLtv).toBeNull();
  });

  it('has one tier for each value up to HK$30M', () => {
    for (const t of MIP_TIERS) {
      expect(mipTier(t.max)).toBe(t.maxInclusive ? t : MIP_TIERS[MIP_TIERS.indexOf(t) + 1]);
      expect(mipTier(t.min)).toBe(t.minInclusive ? t : MIP_TIERS[MIP_TIERS.indexOf(t) - 1]);
    }
    expect(mipTier(30_000_001)).toBeNull();
  });

  it('prices the premium by LTV band and the next published tenor', () => {
    expect(mipPremiumPct(0.7, 30)).toBe(0);
    expect(mipPremiumPct(0.75, 30)).toBe(0);
    expect(mipPremiumPct(0.8, 30)).toBe(0.92);
    expect(mipPremiumPct(0.8000001, 25)).toBe(1.35);
    expect(mipPremiumPct(0.9, 10)).toBe(1.25);
    expect(mipPremiumPct(0.9, 22)).toBe(2.03);
    expect(premiumTenor(5)).toBe(10);
    expect(() => mipPremiumPct(0.95, 30)).toThrow(RangeError);
  });
});

describe('mortgagePlan', () => {
  it('lends 70% at P - 1.75% with the annuity instalment to the dollar', () => {
    const p = plan({});
    expect(p.loan).toBe(5_600_000);
    expect(p.downPayment).toBe(2_400_000);
    expect(p.annualRate).toBeCloseTo(0.0325, 12);
    expect(p.monthlyPayment).toBe(24_372);
    expect(p.insurance).toBeNull();
    expect(p.totalInterest).toBe(Math.round(p.schedule.reduce((s, r) => s + r.interest, 0)));
    expect(Math.abs(p.totalInterest - (24_371.55 * 360 - 5_600_000))).toBeLessThan(5);
  });

  it('goes to 90% with insurance for a first-time salaried buyer and charges the premium', () => {
    const p = plan({ ...first, withInsurance: true });
    expect(p.ltv).toBe(0.9);
    expect(p.loan).toBe(7_200_000);
    expect(p.insurance).toEqual({ premiumPct: 2.16, premium: 155_520 });
    // a lower LTV asked for is honoured, a higher one is capped
    expect(plan({ ...first, withInsurance: true, ltv: 0.8 }).insurance).toEqual({ premiumPct: 0.92, premium: 58_880 });
    expect(plan({ ltv: 0.95 }).ltv).toBe(0.7);
  });

  it('computes the DSR with and without the 200bp stress test', () => {
    const p = plan({ monthlyIncome: 50_000, otherMonthlyDebt: 1_000 });
    expect(p.dsr).toBeCloseTo((24_372 + 1_000) / 50_000, 12);
    expect(p.dsrOk).toBe(false);
    expect(p.stressedDsr).toBeCloseTo((30_923 + 1_000) / 50_000, 12);
    expect(p.stressTestRequired).toBe(false);
    expect(plan({ monthlyIncome: 60_000 }).dsrOk).toBe(true);
    expect(plan({}).dsr).toBeNull();
  });

  it('takes the rate from its basis: H plan capped below prime', () => {
    const h = { kind: 'hibor', hibor: RATE_BASIS.oneMonthHibor, ...RATE_BASIS.hPlan, prime: RATE_BASIS.prime } as const;
    // 1M HIBOR 2.44% + 1.30% is above the cap of P - 1.75% = 3.25%
    expect(annualRate(h)).toBeCloseTo(0.0325, 12);
    expect(annualRate({ ...h, hibor: 0.015 })).toBeCloseTo(0.028, 12);
    expect(annualRate({ kind: 'prime', prime: 0.05, discount: 0.02 })).toBeCloseTo(0.03, 12);
    expect(annualRate({ kind: 'fixed', rate: 0.03 })).toBe(0.03);
  });

  it('rejects a term beyond 30 years and a price of zero', () => {
    expect(() => plan({ termYears: 31 })).toThrow(RangeError);
    expect(() => plan({ price: 0 })).toThrow(RangeError);
  });
});
