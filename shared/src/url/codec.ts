/**
 * The list filter segment of spec 2.8: `parse` and `serialize` are exact inverses for every valid filter.
 *
 * Grammar (letters are case-insensitive on input, written lower-case):
 *   segment := "" | ["adv"] token{1,100}            every token is letters then digits, so every
 *   token   := letters digits                        segment is a valid route id (spec 5)
 *   letters := ["n"] code | "hkp" | "g" | "u" | "m" | "z"
 *   code    := t b y s p d a o i f l v k q w j de e r c hma hk hmm zl zs
 * A token's letters are read whole up to its digits, so "de4" is developer 4 and never d + e,
 * "hk05" is district 05 and never h + k, "zl3" is line 3: every run of letters names one code.
 * Values:
 *   - a code repeated is a multi-value: `i1i2` is rooms 1 and 2 (order kept, duplicates dropped).
 *   - ranges are never in the segment: band codes carry a band number (p in the price table,
 *     d, a, o and j in a dictionary group, see bands.ts) and custom ranges go in the query
 *     (pmin/pmax, amin/amax, dmin/dmax, omin/omax).
 *   - hk{DD} a district 01..18; hkp{NN} an old HKP01..HKP18 district, read as its hk id;
 *     hma{R} a region 1..4; hmm{DDAA} a sub-area of district DD; n + hk{net} a primary school net.
 *   - m1 / z1: the area panel is on the school-net / subway tab (one of them); zl line id, zs station id.
 *   - u{id} sort order id (spec 3.4); g{n} page number, written only when n > 1 (g1 reads as page 1).
 * Canonical order written: adv, codes in FILTER_CODES order, school nets, m1/z1, u, g.
 * Query keys: pmin pmax amin amax dmin dmax omin omax (numbers >= 0; sale prices in 10K),
 * key companyId accountId tab type (text); app markers are stripped (routing.cleanQuery), others ignored.
 * A valid filter has digit-only values, no empty or duplicate lists, page >= 2 when set, adv only with a token.
 */
import { cleanQuery } from '../routing/query';
import { isDistrictId, isRegionId, isSubAreaId, legacyDistrict } from './areas';
import { FILTER_CODES, NUMBER_QUERY_KEYS, TEXT_QUERY_KEYS, type FilterCode, type FilterQuery, type ListFilter } from './codes';

const TOKEN = /([a-z]+)(\d+)/y;
const VALUE = /^\d{1,18}$/;
const CODE_SET = new Set<string>(FILTER_CODES);

function validValue(code: FilterCode, v: string): boolean {
  if (code === 'hk') return isDistrictId(v);
  if (code === 'hma') return isRegionId(v);
  if (code === 'hmm') return isSubAreaId(v);
  return VALUE.test(v);
}

const pushUnique = (list: string[] | undefined, v: string) => (list?.includes(v) ? list : [...(list ?? []), v]);

function tokenize(seg: string): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < seg.length) {
    const m = TOKEN.exec(seg);
    if (!m) return null;
    out.push([m[1] as string, m[2] as string]);
  }
  return out.length <= 100 ? out : null;
}

function parseSegment(raw: string): ListFilter | null {
  const seg = raw.replace(/^\/+|\/+$/g, '').toLowerCase();
  const f: ListFilter = { codes: {}, query: {} };
  const tokens = tokenize(seg);
  if (!tokens) return null;
  for (const [i, [rawLetters, value]] of tokens.entries()) {
    let letters = rawLetters;
    if (i === 0 && letters.startsWith('adv') && letters.length > 3) {
      f.adv = true;
      letters = letters.slice(3);
    }
    if (letters === 'nhk') {
      if (!VALUE.test(value)) return null;
      f.schoolNet = pushUnique(f.schoolNet, value);
    } else if (letters === 'hkp') {
      const id = legacyDistrict(value);
      if (!id) return null;
      f.codes.hk = pushUnique(f.codes.hk, id);
    } else if (letters === 'm' || letters === 'z') {
      const mode = letters === 'm' ? 'schoolNet' : 'subway';
      if (value !== '1' || (f.mode && f.mode !== mode)) return null;
      f.mode = mode;
    } else if (letters === 'u' || letters === 'g') {
      const n = Number(value);
      if (value.length > 9 || (letters === 'u' ? f.order !== undefined : f.page !== undefined || n === 0)) return null;
      if (letters === 'u') f.order = n;
      else if (n > 1) f.page = n;
    } else if (CODE_SET.has(letters) && validValue(letters as FilterCode, value)) {
      const code = letters as FilterCode;
      f.codes[code] = pushUnique(f.codes[code], value);
    } else {
      return null;
    }
  }
  return f;
}

function parseQuery(query: string | URLSearchParams | undefined): FilterQuery {
  const q: FilterQuery = {};
  if (!query) return q;
  const params = cleanQuery(typeof query === 'string' ? query : query.toString());
  for (const k of NUMBER_QUERY_KEYS) {
    const v = params.get(k);
    const n = v === null ? NaN : Number(v);
    if (v !== null && v.trim() !== '' && Number.isFinite(n) && n >= 0) q[k] = n;
  }
  for (const k of TEXT_QUERY_KEYS) {
    const v = params.get(k);
    if (v) q[k] = v;
  }
  return q;
}

/** Reads a filter segment (with or without slashes) and its query; null when the segment is not valid. */
export function parse(segment: string, query?: string | URLSearchParams): ListFilter | null {
  const f = parseSegment(segment);
  if (!f) return null;
  f.query = parseQuery(query);
  return f;
}

/** Writes a filter as its segment (no slashes; '' for none) and query (no '?'; '' for none). */
export function serialize(filter: ListFilter): { segment: string; query: string } {
  const tokens: string[] = [];
  for (const code of FILTER_CODES) for (const v of filter.codes[code] ?? []) tokens.push(`${code}${v}`);
  for (const net of filter.schoolNet ?? []) tokens.push(`nhk${net}`);
  if (filter.mode) tokens.push(filter.mode === 'schoolNet' ? 'm1' : 'z1');
  if (filter.order !== undefined) tokens.push(`u${filter.order}`);
  if (filter.page !== undefined && filter.page > 1) tokens.push(`g${filter.page}`);
  const segment = tokens.length > 0 ? `${filter.adv ? 'adv' : ''}${tokens.join('')}` : '';
  const qs = new URLSearchParams();
  for (const k of [...NUMBER_QUERY_KEYS, ...TEXT_QUERY_KEYS]) {
    const v = filter.query[k];
    if (v !== undefined && v !== '') qs.append(k, String(v));
  }
  return { segment, query: qs.toString() };
}
