/**
 * The fair-price method (docs/fair-price.md): a listing's price per saleable sq ft against the
 * estate's deals of the last twelve months for similar flats. Similar means the same size band
 * (0.8 to 1.25 times the listing's saleable area) and the same floor band (low, middle or high
 * third of the block), looked for in the listing's block first, then its phase, then the whole
 * estate, and last the whole estate at any floor. The first of these with at least three deals
 * is the comparison; the verdict is the listing's distance from their median in whole percent,
 * in line when under 3 %.
 * Pure: the endpoint reads the rows, this decides.
 */
export const MIN_DEALS = 3;
export const WINDOW_MONTHS = 12;
export const IN_LINE_PCT = 3;
export const SIZE_BAND = [0.8, 1.25] as const;

export type Scope = 'block' | 'phase' | 'estate' | 'estateAnyFloor';
export type Verdict = 'above' | 'below' | 'inLine' | 'notEnough';

export interface FairPriceSubject {
  pricePerSqft: number;
  saleableArea: number;
  buildingId: number | null;
  phaseId: number | null;
  floor: number | null;
  /** storeys of the listing's block */
  floors: number | null;
}

export interface FairPriceDeal {
  id: number;
  date: string;
  buildingId: number | null;
  phaseId: number | null;
  floor: number | null;
  floors: number | null;
  saleableArea: number;
  pricePerSqft: number;
}

export interface FairPriceResult<D extends FairPriceDeal> {
  verdict: Verdict;
  /** signed, whole percent; null without a comparison */
  diffPct: number | null;
  scope: Scope | null;
  windowFrom: string;
  windowTo: string;
  medianPricePerSqft: number | null;
  /** the deals compared, newest first (empty when there are not enough) */
  deals: D[];
}

/** 1 low, 2 middle, 3 high third of the block; null when the floor or the block is unknown */
export function floorBand(floor: number | null, floors: number | null): 1 | 2 | 3 | null {
  if (floor === null || floors === null || floors <= 0) return null;
  const r = floor / floors;
  return r <= 1 / 3 ? 1 : r <= 2 / 3 ? 2 : 3;
}

/** the day twelve months before `asOf` (yyyy-mm-dd); deals after it count */
export function windowStart(asOf: string): string {
  const d = new Date(`${asOf}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - WINDOW_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function scopes(subject: FairPriceSubject): [Scope, (d: FairPriceDeal) => boolean][] {
  const band = floorBand(subject.floor, subject.floors);
  const sameFloorBand = (d: FairPriceDeal) => band !== null && floorBand(d.floor, d.floors) === band;
  return [
    ['block', (d) => subject.buildingId !== null && d.buildingId === subject.buildingId && sameFloorBand(d)],
    ['phase', (d) => subject.phaseId !== null && d.phaseId === subject.phaseId && sameFloorBand(d)],
    ['estate', sameFloorBand],
    ['estateAnyFloor', () => true],
  ];
}

export function fairPrice<D extends FairPriceDeal>(subject: FairPriceSubject, deals: readonly D[], asOf: string): FairPriceResult<D> {
  const windowFrom = windowStart(asOf);
  const none: FairPriceResult<D> = { verdict: 'notEnough', diffPct: null, scope: null, windowFrom, windowTo: asOf, medianPricePerSqft: null, deals: [] };
  if (!(subject.pricePerSqft > 0) || !(subject.saleableArea > 0)) return none;
  const [lo, hi] = SIZE_BAND;
  const similar = deals.filter((d) => d.date > windowFrom && d.date <= asOf
    && d.saleableArea >= subject.saleableArea * lo && d.saleableArea <= subject.saleableArea * hi);
  for (const [scope, keep] of scopes(subject)) {
    const used = similar.filter(keep);
    if (used.length < MIN_DEALS) continue;
    const mid = median(used.map((d) => d.pricePerSqft));
    const exact = (subject.pricePerSqft / mid - 1) * 100;
    // rounded half away from zero, so +2.5 and -2.5 are both 3 % off
    const diff = Math.sign(exact) * Math.round(Math.abs(exact)) || 0;
    const verdict: Verdict = Math.abs(diff) < IN_LINE_PCT ? 'inLine' : diff > 0 ? 'above' : 'below';
    const newestFirst = [...used].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
    return { verdict, diffPct: diff, scope, windowFrom, windowTo: asOf, medianPricePerSqft: Math.round(mid), deals: newestFirst };
  }
  return none;
}
