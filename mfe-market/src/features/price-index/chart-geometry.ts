/** The price index chart's drawing: scales, the line and the axis ticks, in SVG user units. */

export interface ChartPoint {
  weekEnding: string;
  value: number;
}

export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const FRAME: ChartFrame = { width: 640, height: 280, left: 44, right: 12, top: 12, bottom: 28 };

export interface ChartGeometry {
  /** the line through every point, 'M x y L x y ...' */
  path: string;
  /** the index values marked on the y axis, with their heights */
  yTicks: Array<{ value: number; y: number }>;
  /** the first week of each year (or of each quarter over a year or less), with its position */
  xTicks: Array<{ label: string; x: number }>;
  /** where the latest point is drawn */
  last: { x: number; y: number } | null;
}

/** a step of 1, 2 or 5 times a power of ten giving about `count` ticks over `span` */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1e-9) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function chartGeometry(points: readonly ChartPoint[], frame: ChartFrame = FRAME): ChartGeometry {
  if (points.length === 0) return { path: '', yTicks: [], xTicks: [], last: null };
  const values = points.map((p) => p.value);
  const step = niceStep(Math.max(...values) - Math.min(...values), 4);
  const low = Math.floor(Math.min(...values) / step) * step;
  const high = Math.max(low + step, Math.ceil(Math.max(...values) / step) * step);
  const plotW = frame.width - frame.left - frame.right;
  const plotH = frame.height - frame.top - frame.bottom;
  const x = (i: number) => round(frame.left + (points.length === 1 ? plotW / 2 : (i / (points.length - 1)) * plotW));
  const y = (v: number) => round(frame.top + (1 - (v - low) / (high - low)) * plotH);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)} ${y(p.value)}`).join(' ');
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let v = low; v <= high + step / 1e6; v += step) yTicks.push({ value: Math.round(v * 1e6) / 1e6, y: y(v) });
  const quarterly = points.length <= 53;
  const xTicks: ChartGeometry['xTicks'] = [];
  points.forEach((p, i) => {
    const [year, month] = p.weekEnding.split('-');
    const previous = points[i - 1]?.weekEnding.split('-');
    const quarter = (m: string | undefined) => Math.floor((Number(m) - 1) / 3);
    const starts = !previous || previous[0] !== year || (quarterly && quarter(previous[1]) !== quarter(month));
    if (starts && i > 0) xTicks.push({ label: quarterly ? `${year}-${month}` : String(year), x: x(i) });
  });
  const lastIndex = points.length - 1;
  return { path, yTicks, xTicks, last: { x: x(lastIndex), y: y(values[lastIndex]!) } };
}
