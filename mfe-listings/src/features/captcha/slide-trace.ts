/**
 * The slide behind a captcha answer, as the API reads it (query h-recaptchatrace): every move of
 * the piece with its time, whether by pointer or by key. At most 200 samples: past that, every
 * other sample between the first and the last is dropped, so a long slide keeps its shape.
 */
export interface SlideSample {
  /** event time, ms */
  t: number;
  /** the piece's left offset, puzzle px */
  x: number;
  /** the pointer's vertical offset from where the drag began, puzzle px (0 for keys) */
  y: number;
}

export interface SlideTrace {
  /** pointer once any drag moved the piece, else keyboard */
  pointer: boolean;
  samples: SlideSample[];
}

export const MAX_SAMPLES = 200;

export function emptyTrace(): SlideTrace {
  return { pointer: false, samples: [] };
}

export function addSample(trace: SlideTrace, sample: SlideSample, pointer: boolean): SlideTrace {
  let samples = [...trace.samples, sample];
  if (samples.length > MAX_SAMPLES) samples = samples.filter((_, i) => i % 2 === 0 || i === samples.length - 1);
  return { pointer: trace.pointer || pointer, samples };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v)));

/** `p` or `k`, then `<dt>_<x>_<y>` a sample: ms since the previous one, tenths of a pixel. */
export function encodeTrace(trace: SlideTrace): string {
  const points = trace.samples.map((s, i) => {
    const previous = trace.samples[i - 1];
    const dt = previous ? clamp(s.t - previous.t, 0, 60_000) : 0;
    return `${dt}_${clamp(s.x * 10, -100, 9999)}_${clamp(s.y * 10, -9999, 9999)}`;
  });
  return [trace.pointer ? 'p' : 'k', ...points].join('.');
}
