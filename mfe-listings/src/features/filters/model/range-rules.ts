/**
 * The range boxes of spec 5: the low bound left, the high bound right, numbers not negative.
 * Prices are entered in 10K for sale and in HKD for rent; the URL keeps what was entered
 * (pmin/pmax), toSearchBody multiplies sale prices by 10,000.
 */
import { validateRange, type RangeValue } from '@portal/shared/format';
import type { FilterQuery } from '@portal/shared/url';

export type RangeField = 'price' | 'saleableArea' | 'grossArea';

export const RANGE_KEYS: Record<RangeField, readonly ['pmin', 'pmax'] | readonly ['dmin', 'dmax'] | readonly ['amin', 'amax']> = {
  price: ['pmin', 'pmax'],
  saleableArea: ['dmin', 'dmax'],
  grossArea: ['amin', 'amax'],
};

/** i18n key of the error of a range field, or null when the boxes are acceptable. */
export function rangeError(field: RangeField, min: RangeValue, max: RangeValue): string | null {
  return validateRange(min, max) ? `filters.rangeError.${field}` : null;
}

/** The query with a range set from the two boxes (empty boxes remove their key). */
export function withRange(query: FilterQuery, field: RangeField, min: string, max: string): FilterQuery {
  const [lo, hi] = RANGE_KEYS[field];
  const next: FilterQuery = { ...query };
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v.trim()));
  const a = num(min);
  const b = num(max);
  if (a === undefined) delete next[lo];
  else next[lo] = a;
  if (b === undefined) delete next[hi];
  else next[hi] = b;
  return next;
}
