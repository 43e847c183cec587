import { fixture } from '@portal/shared/testing';
import { getGbaBuyingRules } from '@portal/shared/endpoints';
import type { GbaCityRules, GbaTax } from '@portal/shared/contracts';
import { buyerSums, inputErrors, taxAmount } from './buyer-sums';

const shenzhen = fixture(getGbaBuyingRules).cities[0] as GbaCityRules;
const macauDuty: GbaTax = {
  ruleId: 'macau-stamp-duty', kind: 'marginal', name: 'Stamp duty', note: '', sourceId: 'macau-stamp-duty', surcharge: 0.05,
  bands: [{ upTo: 2_000_000, rate: 0.01 }, { upTo: 4_000_000, rate: 0.02 }, { upTo: null, rate: 0.03 }],
};

describe('GBA buyer sums', () => {
  it('works the example: RMB 3,000,000, 89 m² in Shenzhen, 30% down at 3.5% over 30 years', () => {
    const sums = buyerSums(shenzhen, { price: 3_000_000, areaM2: 89, downPaymentPct: 30, ratePct: 3.5, years: 30 });
    expect(sums.downPayment).toBe(900_000);
    expect(sums.loan).toBe(2_100_000);
    // 2,100,000 x r / (1 - (1 + r)^-360), r = 0.035 / 12
    expect(sums.monthly).toBe(9430);
    expect(sums.taxes.map((t) => [t.ruleId, t.amount])).toEqual([['deed-tax', 30_000], ['registration-fee', 80]]);
    expect(sums.upfront).toBe(930_080);
    expect(sums.hkdPerUnit).toBe(1.0975);
  });

  it('charges deed tax at the higher rate above 140 m²', () => {
    const deed = shenzhen.taxes[0] as GbaTax;
    expect(taxAmount(deed, 5_000_000, 140)).toBe(50_000);
    expect(taxAmount(deed, 5_000_000, 140.5)).toBe(75_000);
  });

  it("charges Macau's stamp duty band by band with the 5% surcharge", () => {
    expect(taxAmount(macauDuty, 1_500_000, 60)).toBeCloseTo(15_750);
    // 20,000 + 40,000 + 60,000 = 120,000, plus 5%
    expect(taxAmount(macauDuty, 6_000_000, 60)).toBeCloseTo(126_000);
  });

  it("refuses a down payment below the city's floor, a loan longer than its limit, and what is not a number", () => {
    expect(inputErrors(shenzhen, { price: 3_000_000, areaM2: 89, downPaymentPct: 30, ratePct: 3.5, years: 30 })).toEqual([]);
    expect(inputErrors(shenzhen, { price: 3_000_000, areaM2: 89, downPaymentPct: 10, ratePct: 3.5, years: 35 })).toEqual([
      { field: 'downPaymentPct', key: 'downTooLow', pct: 15 },
      { field: 'years', key: 'yearsTooLong', years: 30 },
    ]);
    expect(inputErrors(shenzhen, { price: Number.NaN, areaM2: 0, downPaymentPct: 20, ratePct: 25, years: 20 }).map((e) => e.field)).toEqual(['price', 'areaM2', 'ratePct']);
  });
});
