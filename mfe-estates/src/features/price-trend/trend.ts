/**
 * The estate's price trend (spec 2.6, 9): average sale price per saleable ft² by month from its
 * deals, over 6 months, 1, 3 or 5 years or all, counted back from the latest month with deals.
 */
import type { TrendPoint } from '../../lib/types';

export const PERIODS = ['6m', '1y', '3y', '5y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
const MONTHS: Record<Period, number> = { '6m': 6, '1y': 12, '3y': 36, '5y': 60, all: Infinity };

export const periodOf = (value: string | null | undefined): Period => (PERIODS as readonly string[]).includes(value ?? '') ? (value as Period) : '1y';

/** 'YYYY-MM' as a month number (year * 12 + month index) */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The months of the period, oldest first: the last `n` months up to the latest month with deals. */
export function trendOf(points: readonly TrendPoint[], period: Period): TrendPoint[] {
  if (points.length === 0) return [];
  const sorted = [...points].sort((a, b) => monthIndex(a.month) - monthIndex(b.month));
  const last = monthIndex(sorted[sorted.length - 1]!.month);
  return sorted.filter((p) => last - monthIndex(p.month) < MONTHS[period]);
}

export interface ChartGeometry {
  /** the SVG path of the line */
  path: string;
  dots: Array<{ x: number; y: number; point: TrendPoint }>;
  /** price gridlines: value and y */
  ticks: Array<{ value: number; y: number }>;
  /** change from the first to the last month of the period, in % (null with fewer than two months) */
  changePct: number | null;
}

const niceStep = (span: number) => {
  const raw = span / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
};

/** Where each month falls in a `width` x `height` box (x by calendar month, y by price, padded gridlines). */
export function chartOf(points: readonly TrendPoint[], width: number, height: number): ChartGeometry {
  if (points.length === 0) return { path: '', dots: [], ticks: [], changePct: null };
  const prices = points.map((p) => p.avgPrice);
  const step = niceStep(Math.max(Math.max(...prices) - Math.min(...prices), Math.max(...prices) * 0.02));
  const lo = Math.floor(Math.min(...prices) / step) * step;
  const hi = Math.max(Math.ceil(Math.max(...prices) / step) * step, lo + step);
  const first = monthIndex(points[0]!.month);
  const span = Math.max(1, monthIndex(points[points.length - 1]!.month) - first);
  const x = (p: TrendPoint) => (points.length === 1 ? width / 2 : ((monthIndex(p.month) - first) / span) * width);
  const y = (v: number) => height - ((v - lo) / (hi - lo)) * height;
  const dots = points.map((point) => ({ x: round(x(point)), y: round(y(point.avgPrice)), point }));
  const ticks: ChartGeometry['ticks'] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ value: v, y: round(y(v)) });
  const firstPrice = points[0]!.avgPrice;
  const lastPrice = points[points.length - 1]!.avgPrice;
  return {
    path: dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x} ${d.y}`).join(' '),
    dots,
    ticks,
    changePct: points.length > 1 ? Math.round(((lastPrice - firstPrice) / firstPrice) * 1000) / 10 : null,
  };
}

const round = (v: number) => Math.round(v * 10) / 10;
