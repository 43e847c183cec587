/**
 * Reading and judging the slide behind a captcha answer (query h-recaptchatrace, format in the
 * shared captcha contract). A script that computes the answer still has to produce a slide that
 * moves like a hand: these checks make that cost something, they do not make it impossible.
 *
 * Pointer traces (mouse, pen, touch) are refused when they are
 *   - too short or too fast: fewer than 8 samples, or under 350 ms from grab to release;
 *   - inconsistent: not starting where the piece starts (0) or not ending at the answer given;
 *   - a jump: one sample covering more than 60 % of the way;
 *   - too even: the speed barely varies (a hand speeds up and slows down);
 *   - too straight: position against time stays within 4 % of a straight line;
 *   - not slowing to aim: the last fifth nearly as fast as the fastest moment;
 *   - flat: no vertical wobble at all.
 * Keyboard traces (arrow keys, Page Up/Down, Home/End, one sample a key press) carry less: they
 * are refused when a step is not a key's step, two presses are under 12 ms apart (the fastest
 * key repeat a system offers is about 15 ms), the whole is under 400 ms, or the presses are
 * evenly timed. Since a script can imitate them more cheaply, keyboard solves have a smaller
 * allowance of their own in captcha-limits.
 */
import { CAPTCHA_TRACE_MAX_POINTS } from '@portal/shared/contracts';

export type TraceKind = 'pointer' | 'keyboard';
export interface TracePoint {
  /** ms since the first sample */
  t: number;
  x: number;
  y: number;
}
export interface Trace {
  kind: TraceKind;
  points: TracePoint[];
}

const POINT = /^(\d{1,5})_(-?\d{1,4})_(-?\d{1,4})$/;

/** The trace of a query value, or undefined when it is missing or malformed. */
export function parseTrace(raw: string | undefined): Trace | undefined {
  const parts = raw?.trim().split('.') ?? [];
  const kind = parts[0] === 'p' ? 'pointer' : parts[0] === 'k' ? 'keyboard' : undefined;
  if (!kind || parts.length < 3 || parts.length - 1 > CAPTCHA_TRACE_MAX_POINTS) return undefined;
  const points: TracePoint[] = [];
  let t = 0;
  for (const part of parts.slice(1)) {
    const m = POINT.exec(part);
    if (!m) return undefined;
    t += Number(m[1]);
    points.push({ t, x: Number(m[2]) / 10, y: Number(m[3]) / 10 });
  }
  return { kind, points };
}

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
const spread = (v: number[]) => Math.sqrt(mean(v.map((s) => (s - mean(v)) ** 2)));

/** x at time t, between the samples around it */
function xAt(points: TracePoint[], t: number): number {
  const i = points.findIndex((p) => p.t >= t);
  if (i <= 0) return i === 0 ? (points[0] as TracePoint).x : (points[points.length - 1] as TracePoint).x;
  const a = points[i - 1] as TracePoint, b = points[i] as TracePoint;
  return b.t === a.t ? b.x : a.x + ((b.x - a.x) * (t - a.t)) / (b.t - a.t);
}

function judgePointer(trace: TracePoint[]): string | undefined {
  // judged from the grab on: the wait before it (since the puzzle appeared) says nothing
  const moved = trace.findIndex((p) => p.x !== (trace[0] as TracePoint).x);
  const points = moved > 1 ? trace.slice(moved - 1) : trace;
  const first = points[0] as TracePoint, last = points[points.length - 1] as TracePoint;
  const duration = last.t - first.t;
  if (points.length < 8 || duration < 350) return 'tooFast';
  const steps = points.slice(1).map((p, i) => Math.abs(p.x - (points[i] as TracePoint).x));
  const way = steps.reduce((a, b) => a + b, 0);
  if (way < 5 || Math.max(...steps) > 0.6 * way) return 'jump';
  // x every 20 ms: speeds, and the distance from a straight line between the ends
  const grid = Array.from({ length: Math.floor(duration / 20) + 1 }, (_, k) => xAt(points, first.t + k * 20));
  const speeds = grid.slice(1).map((x, k) => Math.abs(x - (grid[k] as number)) / 20);
  if (spread(speeds) < 0.25 * mean(speeds)) return 'even';
  const bend = Math.max(...grid.map((x, k) => Math.abs(x - (first.x + ((last.x - first.x) * k * 20) / duration))));
  if (bend < 0.04 * Math.abs(last.x - first.x)) return 'straight';
  const tail = speeds.slice(Math.floor(speeds.length * 0.8));
  if (tail.length > 0 && mean(tail) > 0.6 * Math.max(...speeds)) return 'noSlowdown';
  const ys = points.map((p) => p.y);
  if (Math.max(...ys) - Math.min(...ys) < 0.5) return 'flat';
  return undefined;
}

function judgeKeyboard(points: TracePoint[], max: number): string | undefined {
  const gaps = points.slice(1).map((p, i) => p.t - (points[i] as TracePoint).t);
  const duration = (points[points.length - 1] as TracePoint).t;
  if (duration < 400 || Math.min(...gaps) < 12) return 'tooFast';
  const keyStep = (p: TracePoint, i: number) => {
    const from = (points[i] as TracePoint).x;
    return Math.abs(p.x - from) <= 10 || p.x === 0 || p.x === max;
  };
  if (!points.slice(1).every(keyStep) || points.some((p) => p.y !== 0)) return 'jump';
  // the wait before the first key (since the puzzle appeared) aside
  const keyGaps = gaps.slice(1);
  if (keyGaps.length >= 5 && spread(keyGaps) < 3) return 'even';
  return undefined;
}

/**
 * Why the trace cannot be the slide that gave `value` (a short reason, for logs and tests), or
 * undefined when it passes. `max` is the furthest the piece can go.
 */
export function judgeTrace(trace: Trace, value: number, max: number): string | undefined {
  const { points } = trace;
  const first = points[0] as TracePoint, last = points[points.length - 1] as TracePoint;
  if (Math.abs(first.x) > 1 || Math.abs(last.x - value) > 1) return 'inconsistent';
  return trace.kind === 'pointer' ? judgePointer(points) : judgeKeyboard(points, max);
}
