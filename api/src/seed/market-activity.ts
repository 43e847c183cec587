/**
 * How busy the second-hand market was each year, relative to an average year: roughly the shape
 * of the Land Registry's yearly counts of second-hand flat sales (a rush in 2021, thin trade
 * through 2022-2023, a pick-up after the demand-side measures were withdrawn in February 2024,
 * busier again in 2025-2026). A flat changes hands about once in 35-40 years on average, so an
 * estate trades about 2.6 % of its flats a year: several a month for an estate of several
 * thousand flats, a few a year for a single block.
 */
const ACTIVITY: Record<number, number> = { 2021: 1.45, 2022: 0.95, 2023: 0.85, 2024: 0.95, 2025: 1.1, 2026: 1.15 };

export const YEARLY_TURNOVER = 0.026;
/** leases registered per sale (most leases are never registered, so the land registry sees few) */
export const LEASES_PER_SALE = 0.12;

export function activity(year: number): number {
  return ACTIVITY[year] ?? 1;
}

/** a Poisson draw (Knuth's method; the rates here are small) */
export function poisson(next: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = next();
  while (p > limit) {
    k++;
    p *= next();
  }
  return k;
}
