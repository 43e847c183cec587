import { mortgageFormSchema, stampDutyFormSchema, valuationFormSchema } from './market-tools';

const mortgage = {
  price: 6_000_000, use: 'residential', loanPct: 70, termYears: 30, selfUse: true, firstTimeSalaried: false, withInsurance: false,
  rateKind: 'hibor', hiborPct: 2.44, spreadPct: 1.3, capBelowPrimePct: 1.75, primePct: 5, discountPct: 2, fixedPct: 3,
  monthlyIncome: 60_000, otherMonthlyDebt: 0,
};

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('market tool forms', () => {
  it('take a sound mortgage and name each field out of range by its message key', () => {
    expect(mortgageFormSchema.safeParse(mortgage).success).toBe(true);
    expect(issues(mortgageFormSchema.safeParse({ ...mortgage, price: 99_999, loanPct: 91, termYears: 31, hiborPct: Number.NaN }))).toEqual([
      ['price', 'tools.errors.price'], ['loanPct', 'tools.errors.ltv'], ['termYears', 'tools.errors.term'], ['hiborPct', 'tools.errors.rate'],
    ]);
  });

  it('date a stamp duty on a calendar day the schedules cover', () => {
    expect(stampDutyFormSchema.safeParse({ value: 8_000_000, agreementDate: '2026-03-01', use: 'residential' }).success).toBe(true);
    expect(issues(stampDutyFormSchema.safeParse({ value: 0, agreementDate: '2026-02-30', use: 'residential' }))).toEqual([
      ['value', 'tools.errors.value'], ['agreementDate', 'tools.errors.date'],
    ]);
    expect(issues(stampDutyFormSchema.safeParse({ value: 1, agreementDate: '2023-02-21', use: 'residential' }))).toEqual([['agreementDate', 'tools.errors.dateTooEarly']]);
  });

  it('value a flat of a chosen estate, floor and size', () => {
    expect(issues(valuationFormSchema.safeParse({ estateId: 0, floor: 12, saleableArea: 99 }))).toEqual([['estateId', 'tools.errors.estate'], ['saleableArea', 'tools.errors.area']]);
  });
});
