/**
 * Path patterns of our own (react-router matches whole segments only).
 *
 * Syntax: segments split by '/'. A segment is literal text with any number of `:name` params in it
 * (`/buy-property-:propertyId.html`, `/greater-bay-area-:detailId-floorplan`, `/news/b:bId`).
 * A last segment `*` takes the rest of the path (one or more segments) as the param `rest`.
 * A trailing '/' is the canonical form that `href` writes; matching ignores it.
 * Each param is validated by its kind (spec 5):
 *   id      letters then digits, repeated up to 100 times (`123`, `t1b12g2`)
 *   digits  digits only (agentId, partnerId, news id, estate propertyId, detailId)
 *   segment any non-empty text of one segment (SEO slugs, titles)
 *   rest    one or more segments
 */
export type ParamKind = 'id' | 'digits' | 'segment' | 'rest';

export const ID_PATTERN = /^[A-Za-z]*\d+(?:[A-Za-z]+\d+){0,99}$/;
export const DIGITS_PATTERN = /^\d+$/;

const KIND_SOURCE: Record<Exclude<ParamKind, 'rest'>, string> = {
  id: '[A-Za-z]*\\d+(?:[A-Za-z]+\\d+){0,99}',
  digits: '\\d+',
  segment: '.+',
};

/** Which kind of check a value passes, for href (rest values may hold '/'). */
export function isValidParam(kind: ParamKind, value: string): boolean {
  if (kind === 'id') return ID_PATTERN.test(value);
  if (kind === 'digits') return DIGITS_PATTERN.test(value);
  if (kind === 'segment') return value.length > 0 && !value.includes('/');
  return value.split('/').every((s) => s.length > 0);
}

interface SegmentPart { literal: string; params: string[]; regex: RegExp | null; parts: Array<string | { param: string }> }

export interface CompiledPattern {
  source: string;
  segments: SegmentPart[];
  rest: boolean;
  trailingSlash: boolean;
  paramNames: string[];
  /** Per segment: 0 literal, 1 literal with params, 2 digits, 3 id, 4 segment; 5 for the rest. */
  rank: number[];
}

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function paramNamesOf(pattern: string): string[] {
  const names = [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
  return pattern.endsWith('/*') ? [...names, 'rest'] : names;
}

export function compilePattern(source: string, kinds: Record<string, ParamKind>): CompiledPattern {
  const trailingSlash = source.length > 1 && source.endsWith('/');
  const raw = source.split('/').filter((s) => s.length > 0);
  const rest = raw[raw.length - 1] === '*';
  if (rest) raw.pop();
  const segments = raw.map((seg): SegmentPart => {
    const parts: SegmentPart['parts'] = [];
    let last = 0;
    for (const m of seg.matchAll(PARAM)) {
      if (m.index > last) parts.push(seg.slice(last, m.index));
      parts.push({ param: m[1] as string });
      last = m.index + m[0].length;
    }
    if (last < seg.length) parts.push(seg.slice(last));
    const params = parts.flatMap((p) => (typeof p === 'string' ? [] : [p.param]));
    if (params.length === 0) return { literal: seg, params, regex: null, parts };
    const body = parts
      .map((p) => (typeof p === 'string' ? escapeRe(p) : `(${KIND_SOURCE[kindOf(kinds, p.param, source) as 'id']})`))
      .join('');
    return { literal: seg, params, regex: new RegExp(`^${body}$`), parts };
  });
  const rank: number[] = segments.map((s) => {
    if (!s.regex) return 0;
    if (s.parts.length > 1) return 1;
    const kind = kindOf(kinds, s.params[0] as string, source);
    return kind === 'digits' ? 2 : kind === 'id' ? 3 : 4;
  });
  if (rest) rank.push(5);
  return { source, segments, rest, trailingSlash, paramNames: paramNamesOf(source), rank };
}

function kindOf(kinds: Record<string, ParamKind>, name: string, source: string): ParamKind {
  const kind = kinds[name];
  if (!kind) throw new Error(`routing: param "${name}" of "${source}" has no kind`);
  return kind;
}

/** Matches decoded path segments against one pattern; the params, or null. */
export function matchSegments(p: CompiledPattern, segs: readonly string[]): Record<string, string> | null {
  if (p.rest ? segs.length <= p.segments.length : segs.length !== p.segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.segments.length; i += 1) {
    const part = p.segments[i] as SegmentPart;
    const seg = segs[i] as string;
    if (!part.regex) {
      if (part.literal !== seg) return null;
      continue;
    }
    const m = part.regex.exec(seg);
    if (!m) return null;
    part.params.forEach((name, j) => { params[name] = m[j + 1] as string; });
  }
  if (p.rest) params.rest = segs.slice(p.segments.length).join('/');
  return params;
}

/** Writes a pattern with its params, each segment URL-encoded. */
export function buildPath(p: CompiledPattern, params: Record<string, string>): string {
  const segs = p.segments.map((s) =>
    s.parts.map((part) => encodeURIComponent(typeof part === 'string' ? part : (params[part.param] as string))).join(''),
  );
  if (p.rest) segs.push(...(params.rest as string).split('/').map(encodeURIComponent));
  const path = `/${segs.join('/')}`;
  return p.trailingSlash && path !== '/' ? `${path}/` : path;
}

/** Lexicographic comparison of ranks: more specific patterns first. */
export function compareRank(a: CompiledPattern, b: CompiledPattern): number {
  const n = Math.min(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i += 1) {
    const d = (a.rank[i] as number) - (b.rank[i] as number);
    if (d !== 0) return d;
  }
  return b.rank.length - a.rank.length;
}
