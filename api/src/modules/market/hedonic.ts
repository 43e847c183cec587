/**
 * Hedonic adjustments estimated from the deals themselves: how the price per saleable sq ft
 * moves with the floor (relative to the building's storeys) and with the flat's size, within one
 * estate and quarter (so that time and location cancel out), and with the age of the estate,
 * across estates of one district once the index has taken time out.
 */
import type { SaleDeal } from './deal-data';

export interface Coefficients {
  /** d ln(psf) per unit of relative floor (0 ground, 1 top) */
  floor: number;
  /** d ln(psf) per unit of ln(saleable area) */
  size: number;
  /** d ln(psf) per year of estate age (vintage) */
  age: number;
}

/** the floor as a share of the building's storeys; the middle when unknown */
export const relFloor = (floor: number | null, storeys: number | null) =>
  floor === null || !storeys ? 0.5 : Math.min(1, Math.max(0, floor / storeys));

export const lnPsf = (d: SaleDeal) => Math.log(d.price / d.area);

interface Obs { group: string; y: number; x: number[] }

/** least squares of y on x after removing each group's means (fixed effects), via the normal equations */
export function withinSlopes(obs: readonly Obs[], k: number): number[] {
  const groups = new Map<string, Obs[]>();
  for (const o of obs) {
    const g = groups.get(o.group);
    if (g) g.push(o);
    else groups.set(o.group, [o]);
  }
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const my = g.reduce((s, o) => s + o.y, 0) / g.length;
    const mx = Array.from({ length: k }, (_, j) => g.reduce((s, o) => s + (o.x[j] ?? 0), 0) / g.length);
    for (const o of g) {
      const dx = mx.map((m, j) => (o.x[j] ?? 0) - m);
      for (let a = 0; a < k; a++) {
        xty[a] = (xty[a] ?? 0) + (dx[a] ?? 0) * (o.y - my);
        for (let b = 0; b < k; b++) (xtx[a] as number[])[b] = ((xtx[a] as number[])[b] ?? 0) + (dx[a] ?? 0) * (dx[b] ?? 0);
      }
    }
  }
  return solve(xtx, xty);
}

/** Gaussian elimination; a singular system (no variation) gives zeros */
function solve(m: number[][], v: number[]): number[] {
  const n = v.length;
  const a = m.map((row, i) => [...row, v[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    const p = a.reduce((best, row, r) => (r >= c && Math.abs(row[c] ?? 0) > Math.abs(a[best]?.[c] ?? 0) ? r : best), c);
    if (Math.abs(a[p]?.[c] ?? 0) < 1e-12) return new Array<number>(n).fill(0);
    [a[c], a[p]] = [a[p] as number[], a[c] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = (a[r]?.[c] ?? 0) / (a[c]?.[c] ?? 1);
      for (let j = c; j <= n; j++) (a[r] as number[])[j] = (a[r]?.[j] ?? 0) - f * (a[c]?.[j] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

const quarter = (day: string) => `${day.slice(0, 4)}Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;

/** floor and size slopes within estate x quarter */
export function floorSizeSlopes(deals: readonly SaleDeal[]): Pick<Coefficients, 'floor' | 'size'> {
  const [floor = 0, size = 0] = withinSlopes(deals.filter((d) => d.floor !== null && d.storeys).map((d) => ({
    group: `${d.estateId}:${quarter(d.date)}`, y: lnPsf(d), x: [relFloor(d.floor, d.storeys), Math.log(d.area)],
  })), 2);
  return { floor, size };
}

/** standard flat the index prices: the middle floor, 500 sq ft saleable */
export const STANDARD_LN_AREA = Math.log(500);

/** ln psf of a deal brought to the standard flat of its estate */
export const standardLnPsf = (d: SaleDeal, c: Pick<Coefficients, 'floor' | 'size'>) =>
  lnPsf(d) - c.floor * (relFloor(d.floor, d.storeys) - 0.5) - c.size * (Math.log(d.area) - STANDARD_LN_AREA);
