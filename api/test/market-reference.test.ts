/** The calculators' typed constants (shared, browser-safe) match the API's reference data files. */
import { AVD_SCHEDULES, HKMA_LIMITS, MIP_LIMITS, MIP_PREMIUM_PCT, MIP_TIERS, RATE_BASIS } from '@portal/shared/calc';
import taxes from '../data/reference/taxes.json';
import mortgage from '../data/reference/mortgage.json';

describe('calculator constants against the reference data', () => {
  it('copies every stamp duty schedule band for band', () => {
    const ref = taxes.stampDuty.adValoremStampDuty.schedules;
    expect(AVD_SCHEDULES.map((s) => s.id).sort()).toEqual(ref.map((s) => s.id).sort());
    for (const s of ref) {
      const mine = AVD_SCHEDULES.find((x) => x.id === s.id);
      expect([s.id, mine?.effective]).toEqual([s.id, s.effective]);
      expect([s.id, mine?.bands]).toEqual([s.id, s.bands]);
      const examples = (s as { examples?: Record<string, number> }).examples;
      if (examples) expect(Object.fromEntries(Object.entries(mine?.examples ?? {}))).toEqual(examples);
    }
  });

  it('copies the HKMA limits, the insurance tiers and premiums, and the rate basis', () => {
    const cur = mortgage.hkmaCountercyclicalMeasures.current;
    expect(HKMA_LIMITS.maxLtv).toEqual({ residential: cur.maxLtv.allResidential, nonResidential: cur.maxLtv.nonResidential });
    expect(HKMA_LIMITS.maxDsr).toBe(cur.maxDsr.all);
    expect(HKMA_LIMITS.stressTest.status).toBe(mortgage.hkmaCountercyclicalMeasures.stressTest.status);
    const mip = mortgage.hkmcMortgageInsuranceProgramme;
    expect(MIP_TIERS.map(({ min, minInclusive, max, maxInclusive, loanCap }) => ({ min, minInclusive, max, maxInclusive, loanCap })))
      .toEqual(mip.maxLtvByPropertyValue.map(({ min, minInclusive, max, maxInclusive, loanCap }) => ({ min, minInclusive, max, maxInclusive, loanCap })));
    for (const [i, t] of mip.maxLtvByPropertyValue.entries()) {
      if (typeof t.maxLtv === 'number') expect(MIP_TIERS[i]?.maxLtv(t.min + 1)).toBe(t.maxLtv);
      if (typeof t.maxLtvIfEligibleFor90 === 'number') expect(MIP_TIERS[i]?.maxLtvFirstTime(t.min + 1)).toBe(t.maxLtvIfEligibleFor90);
    }
    expect(MIP_LIMITS).toEqual({ maxPropertyValue: mip.maxPropertyValue, maxDti: mip.maxDti, maxTenorYears: mip.maxTenorYears });
    const pct = mip.premiumReference.singlePremiumPct;
    expect(MIP_PREMIUM_PCT.map((b) => b.byTenor)).toEqual([pct.ltv70to75, pct.ltv70to80, pct.ltv70to85, pct.ltv70to90]);
    const observed = mortgage.rateBasis.primeRatesObserved.find((r) => r.bank === 'HSBC' && r.effective === '2025-10-31');
    expect(RATE_BASIS.prime).toBe(observed?.blr);
    expect(RATE_BASIS.oneMonthHibor).toBe(mortgage.rateBasis.typicalPricing2026.oneMonthHiborFixing.value);
  });
});
