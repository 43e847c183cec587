import { LEASE_RULE, leaseProblem, leaseRangeOf, stepLease } from './lease';

describe('serviced-apartment lease (spec 5: at least one month and under a year)', () => {
  const full = { min: 1, max: 11 };

  it.each(['1', '6', '11'])('accepts %s months', (v) => expect(leaseProblem(v, full)).toBeNull());

  it.each([
    ['0', 'errors.leaseTooShort'],
    ['-3', 'errors.leaseTooShort'],
    ['12', 'errors.leaseTooLong'],
    ['24', 'errors.leaseTooLong'],
    ['1.5', 'errors.invalid'],
    ['abc', 'errors.invalid'],
    ['', 'lease.required'],
  ])('refuses %p with %s', (v, key) => expect(leaseProblem(v, full)).toEqual({ key }));

  it("applies the apartment's own terms inside the rule", () => {
    const range = leaseRangeOf(3, 8)!;
    expect(range).toEqual({ min: 3, max: 8 });
    expect(leaseProblem('2', range)).toEqual({ key: 'lease.belowMinimum', months: 3 });
    expect(leaseProblem('9', range)).toEqual({ key: 'lease.aboveMaximum', months: 8 });
    expect(leaseProblem('12', range)).toEqual({ key: 'errors.leaseTooLong' });
  });

  it('never offers a year or more, nor less than a month, whatever the listing says', () => {
    expect(leaseRangeOf(0, 24)).toEqual(LEASE_RULE);
    expect(leaseRangeOf(null, null)).toEqual(LEASE_RULE);
    expect(leaseRangeOf(12, 18)).toBeNull();
    expect(leaseRangeOf(6, 4)).toBeNull();
  });

  it('steps by one month inside the range', () => {
    const range = { min: 2, max: 5 };
    expect(stepLease(2, -1, range)).toBe(2);
    expect(stepLease(2, 1, range)).toBe(3);
    expect(stepLease(5, 1, range)).toBe(5);
    expect(stepLease(40, -1, range)).toBe(5);
  });
});
