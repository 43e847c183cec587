import { amortisation, amortisationByYear, monthlyPayment } from './annuity';

describe('monthlyPayment', () => {
  it.each([
    [1_000_000, 0.03, 360, 4216.04],
    [1_000_000, 0.04, 360, 4774.15],
    [100_000, 0.06, 360, 599.55],
    [200_000, 0.065, 360, 1264.14],
    [120_000, 0, 120, 1000],
  ])('L=%d at %d over %d months is %d a month to the cent', (loan, rate, months, expected) => {
    expect(Math.round(monthlyPayment(loan, rate, months) * 100) / 100).toBe(expected);
  });

  it('rejects a negative rate, a fractional term and a negative loan', () => {
    expect(() => monthlyPayment(1e6, -0.01, 360)).toThrow(RangeError);
    expect(() => monthlyPayment(1e6, 0.03, 12.5)).toThrow(RangeError);
    expect(() => monthlyPayment(-1, 0.03, 12)).toThrow(RangeError);
  });
});

describe('amortisation', () => {
  const rows = amortisation(5_600_000, 0.0325, 360);

  it('repays the loan exactly, interest on the balance each month', () => {
    expect(rows).toHaveLength(360);
    expect(rows[0]).toEqual({ month: 1, payment: 24371.55, interest: 15166.67, principal: 9204.88, balance: 5590795.12 });
    expect(rows[359]?.balance).toBe(0);
    const principal = rows.reduce((s, r) => s + r.principal, 0);
    expect(Math.round(principal * 100) / 100).toBe(5_600_000);
    // the last instalment takes up the cent rounding of the others (under a cent a month, compounded)
    expect(Math.abs((rows[359]?.payment ?? 0) - 24371.55)).toBeLessThan(5);
  });

  it('sums by loan year', () => {
    const years = amortisationByYear(rows);
    expect(years).toHaveLength(30);
    expect(years[0]?.paid).toBeCloseTo(24371.55 * 12, 2);
    expect(years[29]?.balance).toBe(0);
    expect(years[0]?.balance).toBe(rows[11]?.balance);
  });
});
