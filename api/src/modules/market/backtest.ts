/**
 * The valuation's stated error: every sale deal of the last half year of data is valued from
 * the deals before its day (itself and later deals held out) and compared with its price.
 */
import type { MarketModel } from './model';
import { valueFlat } from './valuation';

export interface Accuracy {
  regionCode: string | null;
  sampleSize: number;
  medianAbsErrorPct: number | null;
  within5Pct: number | null;
  within10Pct: number | null;
}

export const HOLD_OUT_DAYS = 182;

const round1 = (x: number) => Math.round(x * 10) / 10;

export function summarize(regionCode: string | null, errors: number[]): Accuracy {
  if (errors.length === 0) return { regionCode, sampleSize: 0, medianAbsErrorPct: null, within5Pct: null, within10Pct: null };
  const s = [...errors].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  const share = (limit: number) => round1((s.filter((e) => e <= limit).length / s.length) * 100);
  return { regionCode, sampleSize: s.length, medianAbsErrorPct: round1(median * 100), within5Pct: share(0.05), within10Pct: share(0.1) };
}

/** key: region code, or '' for all regions together */
export function backtest(m: MarketModel): Map<string, Accuracy> {
  const errors = new Map<string, number[]>([['', []]]);
  if (m.asOfDay !== null) {
    const from = m.asOfDay - HOLD_OUT_DAYS;
    for (const d of m.data.deals) {
      if (d.day <= from) continue;
      const v = valueFlat(m, { estateId: d.estateId, buildingId: d.buildingId, floor: d.floor, storeys: d.storeys, area: d.area }, d.day);
      if (!v) continue;
      const err = Math.abs(v.value - d.price) / d.price;
      const region = m.data.estates.get(d.estateId)?.regionCode ?? '';
      errors.get('')?.push(err);
      const list = errors.get(region);
      if (list) list.push(err);
      else errors.set(region, [err]);
    }
  }
  return new Map([...errors].map(([k, e]) => [k, summarize(k === '' ? null : k, e)]));
}
