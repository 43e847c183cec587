import { CAPTCHA_TRACE_MAX_POINTS } from '@portal/shared/contracts';
import { judgeTrace, parseTrace } from './captcha-trace';
import { encodeTrace, handSamples, handTrace, keyboardSamples, keyboardTrace, type Sample } from './captcha-testing';

const MAX = 252;
const judge = (raw: string, value: number) => {
  const trace = parseTrace(raw);
  if (!trace) throw new Error(`unreadable trace ${raw.slice(0, 40)}`);
  return judgeTrace(trace, value, MAX);
};
/** a script's slide: n samples every dt ms, x along `path` (0..1 -> 0..1), y from `wobble` */
const scripted = (x: number, n: number, dt: number, path = (f: number) => f, wobble = (_i: number) => 0): string =>
  encodeTrace('p', Array.from({ length: n }, (_, i) => ({ t: i * dt, x: x * path(i / (n - 1)), y: wobble(i) })));

describe('the slide behind a captcha answer', () => {
  it('reads the trace format and refuses malformed or oversized ones', () => {
    expect(parseTrace('p.0_0_0.16_25_-3.17_60_4')).toEqual({
      kind: 'pointer',
      points: [{ t: 0, x: 0, y: 0 }, { t: 16, x: 2.5, y: -0.3 }, { t: 33, x: 6, y: 0.4 }],
    });
    expect(parseTrace('k.0_0_0.120_10_0')?.kind).toBe('keyboard');
    for (const bad of [undefined, '', 'p', 'p.0_0_0', 'x.0_0_0.16_25_0', 'p.0_0.16_25_0', 'p.0_0_0.-16_25_0', 'p.0_0_0.16_2.5_0'])
      expect(parseTrace(bad)).toBeUndefined();
    const long = encodeTrace('p', Array.from({ length: CAPTCHA_TRACE_MAX_POINTS + 1 }, (_, i): Sample => ({ t: i * 16, x: i / 2, y: 0 })));
    expect(parseTrace(long)).toBeUndefined();
  });

  it('passes a hand drag and a keyboard user, every time', () => {
    for (let i = 0; i < 300; i++) {
      const x = 60 + (i % 185);
      expect([x, judge(handTrace(x), x)]).toEqual([x, undefined]);
      expect([x, judge(keyboardTrace(x), x)]).toEqual([x, undefined]);
    }
  });

  it('judges a drag from the grab on, not from when the puzzle appeared', () => {
    const waited = (samples: Sample[]) => encodeTrace('p', [{ t: 0, x: 0, y: 0 }, ...samples.map((s) => ({ ...s, t: s.t + 4000 }))]);
    expect(judge(waited(handSamples(150)), 150)).toBeUndefined();
    const even = Array.from({ length: 30 }, (_, i): Sample => ({ t: i * 16, x: 5 * i, y: i % 2 }));
    expect(judge(waited(even), 145)).toBe('even');
  });

  it('refuses a slide that ends elsewhere than the answer given, or does not start at 0', () => {
    expect(judge(handTrace(120), 126)).toBe('inconsistent');
    const late = handSamples(120).map((s) => ({ ...s, x: s.x + 20 }));
    expect(judge(encodeTrace('p', late), 140)).toBe('inconsistent');
  });

  it('refuses what the solving script sent: a straight, even slide at constant speed', () => {
    expect(judge(scripted(150, 30, 16), 150)).toBe('even');
    expect(judge(scripted(150, 30, 16, (f) => f, (i) => (i % 3) - 1), 150)).toBe('even');
  });

  it('refuses a slide too fast or too short, and one that jumps', () => {
    expect(judge(scripted(150, 12, 16, (f) => f * f * (3 - 2 * f)), 150)).toBe('tooFast');
    expect(judge(scripted(150, 5, 100, (f) => f * f * (3 - 2 * f)), 150)).toBe('tooFast');
    expect(judge(scripted(150, 40, 16, (f) => (f < 0.5 ? f / 10 : 1)), 150)).toBe('jump');
  });

  it('refuses speed noise on a straight line, a slide that never slows to aim, and one without vertical wobble', () => {
    const noisy = (f: number) => Math.min(1, f + (f > 0 && f < 1 ? Math.sin(f * 97) * 0.012 : 0));
    expect(judge(scripted(150, 50, 16, noisy, (i) => i % 2), 150)).toBe('straight');
    expect(judge(scripted(150, 50, 16, (f) => f * f, (i) => i % 2), 150)).toBe('noSlowdown');
    const flat = handSamples(150).map((s) => ({ ...s, y: 0 }));
    expect(judge(encodeTrace('p', flat), 150)).toBe('flat');
  });

  it('refuses keyboard traces faster than keys, evenly timed, or moving more than a key step', () => {
    const fast = keyboardSamples(95).map((s, i) => ({ ...s, t: i * 8 }));
    expect(judge(encodeTrace('k', fast), 95)).toBe('tooFast');
    const even = keyboardSamples(95).map((s, i) => ({ ...s, t: i * 120 }));
    expect(judge(encodeTrace('k', even), 95)).toBe('even');
    expect(judge(encodeTrace('k', [{ t: 0, x: 0, y: 0 }, { t: 300, x: 40, y: 0 }, { t: 600, x: 95, y: 0 }]), 95)).toBe('jump');
    // Home and End are key steps of their own
    expect(judge(encodeTrace('k', [{ t: 0, x: 0, y: 0 }, { t: 300, x: MAX, y: 0 }, { t: 520, x: MAX - 10, y: 0 }]), MAX - 10)).toBeUndefined();
  });
});
