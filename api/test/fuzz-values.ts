/**
 * Values for the fuzz suite: valid-shaped values made from a request's JSON Schema, and the
 * hostile ones (wrong types, huge strings, deep nesting, integers beyond their columns, NUL and
 * odd Unicode) that replace one of their fields.
 */
import fc from 'fast-check';
import { INT4_MAX, INT4_MIN } from '@portal/shared/contracts';
import { alternatives, hasType, type JsonSchema } from './request-fields';

const clamp = (v: number | undefined, lo: number, hi: number, fallback: number) => Math.min(hi, Math.max(lo, v ?? fallback));

/** Values that fit the schema's shape (and mostly its bounds): what a real client sends. */
export function shaped(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const alts = alternatives(s);
  if (alts.length > 1) return fc.oneof(...alts.map((a) => shaped(a, depth)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (hasType(s, 'object') || s.properties) {
    const props = Object.entries(s.properties ?? {});
    if (props.length === 0 || depth > 3) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
    return fc.record(Object.fromEntries(props.map(([k, v]) => [k, shaped(v, depth + 1)])), { requiredKeys: s.required ?? [] });
  }
  if (hasType(s, 'array')) return fc.array(s.items ? shaped(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { maxLength: clamp(s.maxItems, 0, 6, 6) });
  if (hasType(s, 'integer')) {
    const lo = clamp(s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1), INT4_MIN, INT4_MAX, 0);
    const hi = clamp(s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1), lo, INT4_MAX, lo + 1000);
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 50) }), fc.integer({ min: lo, max: hi }));
  }
  if (hasType(s, 'number')) return fc.double({ min: clamp(s.minimum, -1e13, 1e13, 0), max: clamp(s.maximum, -1e13, 1e13, 1e7), noNaN: true });
  if (hasType(s, 'boolean')) return fc.boolean();
  if (hasType(s, 'null')) return fc.constant(null);
  if (hasType(s, 'string')) {
    const max = clamp(s.maxLength, 0, 60, 40);
    const min = Math.min(s.minLength ?? 0, max);
    return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.stringMatching(/^[A-Z]{1,2}\d{1,8}$/), fc.constantFrom('1', 'HK-CW', 'buy', '91234567', 'lee@example.com'));
  }
  return fc.jsonValue({ maxDepth: 2 });
}

const UNITS = ['a', '1', ' ', '1,', ',', 'a@a.', 'a at ', 'wx ', '九', '㍿', '\\', '"', '😀'];
/** A long repetition of a character patterns or parsers could stumble on, `bytes` long or so. */
export const huge = (bytes: number): fc.Arbitrary<string> =>
  fc.constantFrom(...UNITS).map((u) => u.repeat(Math.ceil(bytes / Buffer.byteLength(u))));

export const BIG_NUMBERS = [
  2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 1.5, -0.5, -1, 0, Number.MIN_VALUE,
];
/** NUL, lone surrogates, direction marks, combining marks, full-width forms, a BOM. */
export const ODD_TEXT = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202eevil', 'e\u0301\u0301\u0301', '\ufeff{}', '９１２３ ４５６７', 'ﷺ'.repeat(40),
  '😀'.repeat(200), '\u0085\u2028\u2029', 'NaN', 'Infinity', '-0', '1e309', 'null', '__proto__', 'constructor',
];

/** Any value of a type the field may not expect. */
export const confusing: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', [], {}, [[]], { '': null }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Arrays or objects nested `depth` deep around a leaf. */
export function nest(depth: number, asObjects: boolean): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = asObjects ? { a: v } : [v];
  return v;
}
/** JSON text nested `depth` deep (may be beyond what JSON.stringify of a built value allows). */
export const nestedText = (depth: number, asObjects: boolean): string =>
  asObjects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
