/**
 * The one market trend every deal price follows: a territory-wide index by month (Jan 2021 = 100),
 * shaped like Hong Kong's 2021-2026 cycle (a peak in mid-2021, a fall of about a quarter to a
 * trough in late 2024, a recovery through 2025-2026). Months between the points are interpolated.
 * Kept as data here so the price index endpoints can read the same curve.
 */
import { dayMs } from './clock';

export const MARKET_TREND: readonly (readonly [month: string, index: number])[] = [
  ['2021-01', 100], ['2021-04', 103], ['2021-08', 106], ['2021-12', 104.5], ['2022-03', 101], ['2022-06', 100],
  ['2022-09', 95], ['2022-12', 89], ['2023-03', 93.5], ['2023-06', 92], ['2023-09', 88], ['2023-12', 84],
  ['2024-03', 81.5], ['2024-06', 80], ['2024-09', 78.5], ['2024-12', 79.5], ['2025-03', 80.5], ['2025-06', 82],
  ['2025-09', 84.5], ['2025-12', 86], ['2026-03', 88], ['2026-06', 90], ['2026-09', 91.5], ['2026-12', 92.5],
];

const POINTS = MARKET_TREND.map(([m, v]) => [dayMs(`${m}-01`), v] as const);

/** the index on a day (yyyy-mm-dd), linear between the monthly points */
export function trendAt(iso: string): number {
  const x = dayMs(iso);
  const first = POINTS[0] as readonly [number, number];
  const last = POINTS[POINTS.length - 1] as readonly [number, number];
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < POINTS.length; i++) {
    const [x1, y1] = POINTS[i] as readonly [number, number];
    const [x0, y0] = POINTS[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

/** price level on `iso` relative to the reference date, with a district's yearly drift */
export function priceFactor(iso: string, refIso: string, drift = 0): number {
  const years = (dayMs(iso) - dayMs(refIso)) / (365.25 * 86_400_000);
  return (trendAt(iso) / trendAt(refIso)) * Math.exp(drift * years);
}

const levels = new Map<string, number>();

/** the mean price level of the twelve months before `refIso` (middle of each month), relative to `refIso` */
export function recentLevel(refIso: string, drift = 0): number {
  const key = `${refIso}/${drift}`;
  let level = levels.get(key);
  if (level === undefined) {
    let sum = 0;
    for (let m = 0; m < 12; m++) sum += priceFactor(new Date(dayMs(refIso) - (m * 30.44 + 15) * 86_400_000).toISOString().slice(0, 10), refIso, drift);
    level = sum / 12;
    levels.set(key, level);
  }
  return level;
}
