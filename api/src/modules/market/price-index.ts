/**
 * The weekly price index: a chained index of a fixed basket of estates with fixed quantity
 * weights, the method of the CCL (docs/market-index.md). Each basket estate's price is the mean
 * standardised price per saleable sq ft of its deals in the week (middle floor, 500 sq ft),
 * carried forward in weeks without deals; MV_t = sum of A_i p_i,t over the estates priced in both
 * weeks t-1 and t, and I_t = I_(t-1) x MV_t / MV_(t-1). The base week (= 100) is the first week in
 * which at least half of the basket has a price.
 */
import type { DealData, SaleDeal } from './deal-data';
import { isoDay, lastCompleteWeekDay, weekEndingDay } from './weeks';

/** an estate joins the basket with at least this many sale deals in the data */
export const BASKET_MIN_DEALS = 10;

export interface IndexPoint { weekEnding: string; value: number; dealCount: number; estateCount: number }
export interface IndexSeries { regionCode: string | null; baseWeek: string | null; basketSize: number; points: IndexPoint[] }

export interface Basket { weights: Map<number, number> }

/** basket estates and their weights: units x median saleable area (the estate's total saleable area) */
export function chooseBasket(data: DealData): Basket {
  const areas = new Map<number, number[]>();
  for (const d of data.deals) {
    const a = areas.get(d.estateId);
    if (a) a.push(d.area);
    else areas.set(d.estateId, [d.area]);
  }
  const weights = new Map<number, number>();
  for (const [id, a] of areas) {
    const e = data.estates.get(id);
    if (!e || a.length < BASKET_MIN_DEALS) continue;
    const sorted = [...a].sort((x, y) => x - y);
    weights.set(id, e.unitCount * (sorted[Math.floor(sorted.length / 2)] ?? 0));
  }
  return { weights };
}

/**
 * The series over complete weeks (Friday on or before the newest deal) for the basket estates
 * that `inScope` keeps. `std` is each deal's standardised ln price per sq ft.
 */
export function computeSeries(
  data: DealData, basket: Basket, std: (d: SaleDeal) => number, regionCode: string | null,
): IndexSeries {
  const inRegion = (estateId: number) => regionCode === null || data.estates.get(estateId)?.regionCode === regionCode;
  const members = [...basket.weights.keys()].filter(inRegion);
  const first = data.deals[0];
  const last = data.deals[data.deals.length - 1];
  if (!first || !last || members.length === 0) return { regionCode, baseWeek: null, basketSize: members.length, points: [] };
  const byWeek = new Map<number, SaleDeal[]>();
  for (const d of data.deals) {
    if (!inRegion(d.estateId)) continue;
    const w = weekEndingDay(d.day);
    const list = byWeek.get(w);
    if (list) list.push(d);
    else byWeek.set(w, [d]);
  }
  const price = new Map<number, number>();
  /** sum of A_i p_i over the estates priced so far */
  let mv = 0;
  const points: IndexPoint[] = [];
  let value: number | null = null;
  let baseWeek: string | null = null;
  for (let w = weekEndingDay(first.day); w <= lastCompleteWeekDay(last.day); w += 7) {
    const deals = byWeek.get(w) ?? [];
    const sums = new Map<number, { s: number; n: number }>();
    for (const d of deals) {
      if (!basket.weights.has(d.estateId)) continue;
      const a = sums.get(d.estateId) ?? { s: 0, n: 0 };
      sums.set(d.estateId, { s: a.s + std(d), n: a.n + 1 });
    }
    // MV over the estates priced in both weeks: the untraded ones carry their price forward
    const before = mv;
    let change = 0;
    let entrants = 0;
    for (const [id, { s, n }] of sums) {
      const p = Math.exp(s / n);
      const prev = price.get(id);
      const weight = basket.weights.get(id) ?? 0;
      if (prev === undefined) entrants += weight * p;
      else change += weight * (p - prev);
      price.set(id, p);
    }
    mv = before + change + entrants;
    if (value === null) {
      if (price.size * 2 < members.length) continue;
      value = 100;
      baseWeek = isoDay(w);
    } else if (before > 0) {
      value *= (before + change) / before;
    }
    points.push({ weekEnding: isoDay(w), value: Math.round(value * 100) / 100, dealCount: deals.length, estateCount: price.size });
  }
  return { regionCode, baseWeek, basketSize: members.length, points };
}
