/**
 * Requests of the fuzz suite for one operation: valid-shaped ones (from its JSON Schema), and the
 * same with one field replaced by a value of another type, a huge string, an integer beyond its
 * column, NUL or odd Unicode; bodies nested hundreds to thousands deep, wrong content types and
 * malformed JSON.
 */
import fc from 'fast-check';
import type { Endpoint } from '@portal/shared/contracts';
import { alternatives, hasType, ITEM, requestFields, requestSchema, type FieldPath } from './request-fields';
import { BIG_NUMBERS, confusing, huge, nestedText, ODD_TEXT, shaped } from './fuzz-values';

export interface FuzzRequest {
  kind: string;
  query: Record<string, string | string[]>;
  /** the body as sent (JSON text or not), none when undefined */
  payload?: string;
  /** the content-type header; null sends none */
  contentType: string | null;
  signedIn: boolean;
}

interface Shaped {
  query: unknown;
  body: unknown;
  signedIn: boolean;
}

/** `target` with `leaf` put at `path` (objects and first array items made as needed). */
export function place(target: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path;
  if (key === ITEM) {
    const list = Array.isArray(target) ? [...target] : [];
    list[0] = place(list[0], rest, leaf);
    return list;
  }
  const obj: Record<string, unknown> = target && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  obj[key as string] = place(obj[key as string], rest, leaf);
  return obj;
}

function toQuery(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.map(text) : text(v)]));
}

const DEEP = '"\u0001deep\u0001"';
const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json-patch+json', 'application/octet-stream', '', null,
];
const MALFORMED = ['{', '{"a":', '[1,', 'nul', '"unterminated', '{"a":1}}', '\u0000', '{"a":"\\ud800"}', '\ufeff{}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'];

export function requestArb(ep: Endpoint): fc.Arbitrary<FuzzRequest> {
  const post = ep.method === 'POST';
  const where = post ? 'body' : 'query';
  const fields = requestFields(ep).filter((f) => f.where === where);
  const anyPath = fields.length ? fc.constantFrom(...fields.map((f) => f.path)) : fc.string({ maxLength: 8 }).map((k) => [k]);
  const numeric = fields.filter((f) => alternatives(f.schema).some((s) => hasType(s, 'integer') || hasType(s, 'number')));
  const numericPath = numeric.length ? fc.constantFrom(...numeric.map((f) => f.path)) : anyPath;
  const base: fc.Arbitrary<Shaped> = fc.record({ query: shaped(requestSchema(ep, 'query')), body: shaped(requestSchema(ep, 'body')), signedIn: fc.boolean() });

  const send = (kind: string, b: Shaped, contentType: string | null = 'application/json', payload?: string): FuzzRequest => ({
    kind,
    query: toQuery(b.query),
    payload: post ? (payload ?? JSON.stringify(b.body)) : undefined,
    contentType: post ? contentType : null,
    signedIn: b.signedIn,
  });
  const replaced = (kind: string, leaf: fc.Arbitrary<unknown>, path = anyPath) =>
    fc.tuple(base, path, leaf).map(([b, p, v]) => send(kind, { ...b, [where]: place(b[where], p, v) }));
  const deep = fc.tuple(base, anyPath, fc.constantFrom(50, 398, 401, 2000, 8000), fc.boolean()).map(([b, p, depth, objects]) =>
    post
      ? send('deep nesting', b, 'application/json', (JSON.stringify(place(b.body, p, '\u0001deep\u0001')) ?? DEEP).replace(DEEP, nestedText(depth, objects)))
      : send('deep nesting', { ...b, query: place(b.query, p, nestedText(Math.min(depth, 2000), objects)) }),
  );
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [
    { weight: 4, arbitrary: base.map((b) => send('valid-shaped', b)) },
    { weight: 2, arbitrary: replaced('type confusion', confusing) },
    { weight: 1, arbitrary: replaced('huge string', huge(post ? 900_000 : 8_000)) },
    { weight: 1, arbitrary: replaced('big number', fc.constantFrom(...BIG_NUMBERS), numericPath) },
    { weight: 1, arbitrary: replaced('unicode and NUL', fc.constantFrom(...ODD_TEXT)) },
    { weight: 1, arbitrary: deep },
  ];
  if (post) {
    kinds.push(
      { weight: 1, arbitrary: fc.tuple(base, fc.constantFrom(...CONTENT_TYPES)).map(([b, ct]) => send('content type', b, ct)) },
      { weight: 1, arbitrary: fc.tuple(base, fc.constantFrom(...MALFORMED)).map(([b, raw]) => send('malformed JSON', b, 'application/json', raw)) },
    );
  }
  return fc.oneof(...kinds);
}
