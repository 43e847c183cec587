import { addSample, emptyTrace, encodeTrace, MAX_SAMPLES } from './slide-trace';

describe('the slide trace sent with a captcha answer', () => {
  it('encodes ms since the previous sample and tenths of a pixel, pointer or keyboard', () => {
    let trace = addSample(emptyTrace(), { t: 1000.4, x: 0, y: 0 }, false);
    trace = addSample(trace, { t: 1180, x: 10, y: 0 }, false);
    expect(encodeTrace(trace)).toBe('k.0_0_0.180_100_0');
    trace = addSample(trace, { t: 1196.7, x: 24.46, y: -1.26 }, true);
    expect(encodeTrace(trace)).toBe('p.0_0_0.180_100_0.17_245_-13');
  });

  it(`keeps at most ${MAX_SAMPLES} samples, the first and the last among them`, () => {
    let trace = emptyTrace();
    for (let i = 0; i <= 450; i++) trace = addSample(trace, { t: i * 16, x: i / 2, y: 0 }, true);
    expect(trace.samples.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(trace.samples.length).toBeGreaterThan(MAX_SAMPLES / 2);
    expect(trace.samples[0]).toEqual({ t: 0, x: 0, y: 0 });
    expect(trace.samples.at(-1)).toEqual({ t: 450 * 16, x: 225, y: 0 });
  });

  it('keeps to the lengths the API takes, whatever the values', () => {
    let trace = emptyTrace();
    for (let i = 0; i < MAX_SAMPLES; i++) trace = addSample(trace, { t: i * 99_999, x: -500, y: 1e6 }, true);
    expect(encodeTrace(trace).length).toBeLessThanOrEqual(3600);
    expect(encodeTrace(trace).split('.')[2]).toBe('60000_-100_9999');
  });
});
