/**
 * No request of any operation takes long to validate, whatever its text: every field of every
 * operation's query and body schema gets long repetitions of the characters that patterns could
 * backtrack on, as long as the body limit allows, and each validation must finish within 100 ms
 * (the fastest of a few tries, so a busy machine does not fail it). A 50,000-character message
 * once took 20 s here while /api/health waited.
 */
import { BODY_LIMIT } from '../src/http/json-body';
import { contractEndpoints, fieldName, requestFields, valueAt, type RequestField } from './request-fields';

const BOUND_MS = 100;
const UNITS = [
  'a', '1', ' ', '1 ', '1,', 'a,', ',', 'a.', 'a-', 'a@', 'a@a.', 'a at ', 'at dot ', 'a(dot)', 'wx ', 'wx id ', 'whats app ',
  '@aaaa ', 'promo ', '2024-11-22 ', '九', 'ａ', '㍿', '😀', '\u0000', '\\',
];

/** `unit` repeated to fill the body limit, leaving room for the rest of the body */
function fill(unit: string): string {
  const bytes = Buffer.byteLength(JSON.stringify(unit)) - 2;
  return unit.repeat(Math.floor((BODY_LIMIT - 1024) / bytes));
}
const attacks = UNITS.map(fill);

function slowest(field: RequestField, parse: (value: unknown) => unknown): { ms: number; unit: string } {
  let worst = { ms: 0, unit: '' };
  attacks.forEach((attack, i) => {
    const value = valueAt(field.path, attack);
    let best = Infinity;
    // the fastest of up to three tries: a second and third only when the first is over the bound
    for (let t = 0; t < 3 && best >= BOUND_MS; t++) {
      const started = performance.now();
      parse(value);
      best = Math.min(best, performance.now() - started);
    }
    if (best > worst.ms) worst = { ms: best, unit: UNITS[i] ?? '' };
  });
  return worst;
}

describe('request validation is fast for every operation at the body limit', () => {
  const endpoints = contractEndpoints();

  it('walks every operation of the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    expect(endpoints.flatMap(requestFields).length).toBeGreaterThan(300);
  });

  it.each(endpoints.map((ep) => [ep.name, ep] as const))('%s', (_name, ep) => {
    const slow: string[] = [];
    for (const field of requestFields(ep)) {
      const schema = ep[field.where];
      const { ms, unit } = slowest(field, (value) => schema.safeParse(value));
      if (ms >= BOUND_MS) slow.push(`${fieldName(field)} with ${JSON.stringify(unit)} repeated: ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
  });
});
