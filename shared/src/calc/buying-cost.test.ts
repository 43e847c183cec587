import { buyingCost, CUSTOMARY_BUYER_COMMISSION_RATE } from './buying-cost';
import { mortgagePlan } from './mortgage';

describe('buyingCost', () => {
  it('adds stamp duty, commission, legal fees and the premium to the price', () => {
    const plan = mortgagePlan({
      use: 'residential', selfUse: true, firstTimeSalaried: true, price: 8_000_000, withInsurance: true, termYears: 30,
      rate: { kind: 'prime', prime: 0.05, discount: 0.0175 },
    });
    const c = buyingCost({
      price: 8_000_000, agreementDate: '2026-11-20', use: 'residential', commissionRate: CUSTOMARY_BUYER_COMMISSION_RATE,
      legalFees: 8_000, loan: plan.loan, insurancePremium: plan.insurance?.premium ?? 0,
    });
    expect(c).toEqual({
      stampDuty: 240_000, stampDutyScheduleId: 'residential-from-2026-02-26', commission: 80_000, legalFees: 8_000,
      insurancePremium: 155_520, totalCost: 8_483_520, cashNeeded: 800_000 + 483_520,
    });
  });

  it('pays everything from own funds without a loan, and rejects impossible inputs', () => {
    const c = buyingCost({ price: 3_800_000, agreementDate: '2026-11-20', use: 'residential', commissionRate: 0, legalFees: 0, loan: 0, insurancePremium: 0 });
    expect(c.cashNeeded).toBe(3_800_100);
    expect(c.totalCost).toBe(3_800_100);
    const base = { price: 1e6, agreementDate: '2026-11-20', use: 'residential' as const, commissionRate: 0.01, legalFees: 0, loan: 0, insurancePremium: 0 };
    expect(() => buyingCost({ ...base, loan: 2e6 })).toThrow(RangeError);
    expect(() => buyingCost({ ...base, commissionRate: 0.5 })).toThrow(RangeError);
    expect(() => buyingCost({ ...base, legalFees: -1 })).toThrow(RangeError);
  });
});
