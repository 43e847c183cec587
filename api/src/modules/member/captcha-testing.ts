/**
 * Slides for tests: the trace a hand dragging the piece to x makes, and one of a keyboard user,
 * in the h-recaptchatrace format. Test-only; nothing in the product imports it.
 */
export interface Sample {
  /** ms since the first sample */
  t: number;
  x: number;
  y: number;
}

export function encodeTrace(kind: 'p' | 'k', samples: Sample[]): string {
  const r = (v: number) => Math.round(v * 10);
  return [kind, ...samples.map((s, i) => `${Math.round(s.t) - (i ? Math.round((samples[i - 1] as Sample).t) : Math.round(s.t))}_${r(s.x)}_${r(s.y)}`)].join('.');
}

const between = (min: number, max: number) => min + Math.random() * (max - min);

/**
 * A drag from 0 to x: speeding up and slowing down (a minimum-jerk path), a small overshoot
 * corrected, a vertical wobble, samples at a display's frame rate, a short hold before release.
 */
export function handSamples(x: number): Sample[] {
  const duration = between(650, 1300);
  const overshoot = between(1, 4);
  const wobble = between(1, 3);
  const phase = between(0, Math.PI);
  const samples: Sample[] = [];
  for (let t = 0; t < duration; t += between(15.5, 17.8)) {
    const tau = t / duration;
    const ease = 10 * tau ** 3 - 15 * tau ** 4 + 6 * tau ** 5;
    const over = Math.sin(Math.PI * Math.min(1, tau * 1.15)) * overshoot * tau ** 2;
    samples.push({ t, x: Math.max(0, x * ease + over + between(-0.4, 0.4)), y: wobble * Math.sin(phase + tau * 3) + between(-0.5, 0.5) });
  }
  const end = (samples[samples.length - 1] as Sample).t;
  samples[0] = { t: 0, x: 0, y: 0 };
  samples.push({ t: end + between(60, 200), x, y: (samples[samples.length - 1] as Sample).y });
  return samples;
}

export function handTrace(x: number): string {
  return encodeTrace('p', handSamples(x));
}

/** Home, then Shift+Arrow tens and Arrow ones to x, pressed at a person's uneven pace. */
export function keyboardSamples(x: number): Sample[] {
  const samples: Sample[] = [{ t: 0, x: 0, y: 0 }];
  let t = 0, at = 0;
  while (at !== x) {
    at += x - at >= 10 ? 10 : x - at >= 1 ? 1 : -1;
    t += between(90, 260);
    samples.push({ t, x: at, y: 0 });
  }
  return samples;
}

export function keyboardTrace(x: number): string {
  return encodeTrace('k', keyboardSamples(x));
}
