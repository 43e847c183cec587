/**
 * Spec 5: a serviced-apartment lease is at least one month and under a year. The rule is the
 * shared servicedLeaseSchema (the server applies the same one); an apartment may narrow it with
 * its own minimum and maximum terms.
 */
import { servicedLeaseSchema } from '@portal/shared/forms';

export const LEASE_RULE = { min: 1, max: 11 } as const;

export interface LeaseRange { min: number; max: number }

/** The months an apartment can be let for: its own terms inside the rule; null when none are left. */
export function leaseRangeOf(minMonths: number | null, maxMonths: number | null): LeaseRange | null {
  const min = Math.max(LEASE_RULE.min, minMonths ?? LEASE_RULE.min);
  const max = Math.min(LEASE_RULE.max, maxMonths ?? LEASE_RULE.max);
  return min <= max ? { min, max } : null;
}

export type LeaseProblem =
  | { key: 'errors.leaseTooShort' | 'errors.leaseTooLong' | 'errors.invalid' | 'lease.required' }
  | { key: 'lease.belowMinimum' | 'lease.aboveMaximum'; months: number };

/** What is wrong with a chosen length (text from an input), or null when it may be chosen. */
export function leaseProblem(value: string, range: LeaseRange): LeaseProblem | null {
  if (value.trim() === '') return { key: 'lease.required' };
  const parsed = servicedLeaseSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return { key: message === 'errors.leaseTooShort' || message === 'errors.leaseTooLong' ? message : 'errors.invalid' };
  }
  if (parsed.data < range.min) return { key: 'lease.belowMinimum', months: range.min };
  if (parsed.data > range.max) return { key: 'lease.aboveMaximum', months: range.max };
  return null;
}

/** A length moved by one step and kept inside the range. */
export function stepLease(months: number, delta: 1 | -1, range: LeaseRange): number {
  const base = Number.isInteger(months) ? months : range.min;
  return Math.min(range.max, Math.max(range.min, base + delta));
}
