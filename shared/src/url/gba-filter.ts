/**
 * The Greater Bay Area list filter in the URL (`/greater-bay-area/c2d5p3/`): one codec for the
 * page server, the browser and the links, so a filter and its segment are exact inverses.
 *
 * Grammar: tokens of letters then digits, in this order, each at most once:
 *   c{city code} d{district id} p{price band 1..5} a{area band 1..5} u{order 1..4} g{page >= 2}
 * Bands index the tables of the contracts (GBA_PRICE_BANDS_HKD, GBA_AREA_BANDS_M2); the order
 * indexes GBA_ORDERS (0, the newest permit first, is the default and never written). A segment
 * that breaks the grammar parses to null (the page answers 404).
 */
import { GBA_AREA_BANDS_M2, GBA_ORDERS, GBA_PRICE_BANDS_HKD, type GbaOrder } from '../contracts/gba/bands';

export interface GbaFilter {
  cityCode?: number;
  districtId?: number;
  priceBand?: number;
  areaBand?: number;
  order?: GbaOrder;
  /** written only when > 1 */
  page?: number;
}

const LETTERS = ['c', 'd', 'p', 'a', 'u', 'g'] as const;
type Letter = (typeof LETTERS)[number];
const TOKEN = /([a-z])(\d{1,6})/y;

function valid(letter: Letter, n: number): boolean {
  if (letter === 'p') return n >= 1 && n <= GBA_PRICE_BANDS_HKD.length;
  if (letter === 'a') return n >= 1 && n <= GBA_AREA_BANDS_M2.length;
  if (letter === 'u') return n >= 1 && n < GBA_ORDERS.length;
  if (letter === 'g') return n >= 2;
  return n >= 1;
}

/** The filter of a segment ('' is no filter), or null when it is not one. */
export function parseGbaFilter(segment: string | undefined): GbaFilter | null {
  const seg = (segment ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  const found = new Map<Letter, number>();
  let last = -1;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < seg.length) {
    const m = TOKEN.exec(seg);
    if (!m) return null;
    const letter = m[1] as Letter;
    const at = LETTERS.indexOf(letter);
    const n = Number(m[2]);
    if (at <= last || !valid(letter, n) || (m[2] as string).startsWith('0')) return null;
    last = at;
    found.set(letter, n);
  }
  const f: GbaFilter = {};
  if (found.has('c')) f.cityCode = found.get('c');
  if (found.has('d')) f.districtId = found.get('d');
  if (found.has('p')) f.priceBand = found.get('p');
  if (found.has('a')) f.areaBand = found.get('a');
  if (found.has('u')) f.order = GBA_ORDERS[found.get('u') as number];
  if (found.has('g')) f.page = found.get('g');
  return f;
}

/** The segment of a filter ('' for none): letters in grammar order, defaults left out. */
export function serializeGbaFilter(f: GbaFilter): string {
  const order = f.order ? GBA_ORDERS.indexOf(f.order) : 0;
  const parts: Array<[Letter, number | undefined]> = [
    ['c', f.cityCode], ['d', f.districtId], ['p', f.priceBand], ['a', f.areaBand], ['u', order > 0 ? order : undefined], ['g', f.page && f.page > 1 ? f.page : undefined],
  ];
  return parts.filter(([, n]) => n !== undefined).map(([letter, n]) => `${letter}${n}`).join('');
}

/** the tables of the filter, for the pages that draw it (browser code takes no values from the contracts) */
export { FT2_PER_M2, GBA_AREA_BANDS_M2, GBA_ORDERS, GBA_PAGE_SIZE, GBA_PRICE_BANDS_HKD, type GbaBand, type GbaOrder } from '../contracts/gba/bands';
