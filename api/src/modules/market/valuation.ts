/**
 * Instant valuation of a flat from comparable deals: its estate's deals of the last two years
 * (or its last ten), else recent deals of its district. Each comparable's price per saleable sq
 * ft is brought to the flat and to the valuation day: the index's movement since the deal, the
 * floor and size slopes, and the age slope for the difference between the two estates' ages.
 * Recent deals and deals in the same building weigh more.
 */
import { relFloor, lnPsf } from './hedonic';
import type { MarketModel } from './model';
import type { SaleDeal } from './deal-data';
import { lastCompleteWeekDay, YEAR_DAYS } from './weeks';

export interface Target {
  estateId: number;
  buildingId: number | null;
  floor: number | null;
  storeys: number | null;
  area: number;
}

export interface Comparable { deal: SaleDeal; lnAdjusted: number; weight: number }
export interface ValuationResult { psf: number; value: number; basis: 'estate' | 'district'; comparables: Comparable[] }

const MIN_COMPARABLES = 3;

/** deals of a date-sorted list strictly before day number `day` (binary search) */
function before(list: readonly SaleDeal[], day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as SaleDeal).day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function pick(m: MarketModel, t: Target, asOf: number): { deals: SaleDeal[]; basis: 'estate' | 'district' } {
  const own = m.byEstate.get(t.estateId) ?? [];
  const end = before(own, asOf);
  let deals = own.slice(0, end).filter((d) => d.day >= asOf - 730);
  if (deals.length < MIN_COMPARABLES) deals = own.slice(Math.max(0, end - 10), end);
  if (deals.length >= MIN_COMPARABLES) return { deals, basis: 'estate' };
  const estate = m.data.estates.get(t.estateId);
  const district = (estate && m.byDistrict.get(estate.districtCode)) ?? [];
  const dEnd = before(district, asOf);
  return { deals: district.slice(Math.max(0, dEnd - 40), dEnd).filter((d) => d.day >= asOf - 365 && d.estateId !== t.estateId), basis: 'district' };
}

/** the flat's value on day number `asOf` from deals strictly before that day; null without comparables */
export function valueFlat(m: MarketModel, t: Target, asOf: number): ValuationResult | null {
  const { deals, basis } = pick(m, t, asOf);
  if (deals.length === 0) return null;
  const estate = m.data.estates.get(t.estateId);
  const region = estate?.regionCode ?? null;
  // the newest week published before the valuation day
  const nowWeek = lastCompleteWeekDay(asOf - 1);
  const lnNow = Math.log(m.indexAt(region, nowWeek));
  const rT = relFloor(t.floor, t.storeys);
  const lnAreaT = Math.log(t.area);
  const comparables = deals.map((d) => {
    const e = m.data.estates.get(d.estateId);
    const ageGap = estate && e ? (e.occupationDay - estate.occupationDay) / YEAR_DAYS : 0;
    const lnAdjusted = lnPsf(d) + lnNow - Math.log(m.indexAt(region, Math.min(d.day, nowWeek)))
      + m.coef.floor * (rT - relFloor(d.floor, d.storeys)) + m.coef.size * (lnAreaT - Math.log(d.area)) + m.coef.age * ageGap;
    const months = ((asOf - d.day) / YEAR_DAYS) * 12;
    const weight = Math.exp(-months / 12) * (t.buildingId !== null && d.buildingId === t.buildingId ? 1.5 : 1)
      * (basis === 'district' ? Math.exp(-Math.abs(ageGap) / 10) : 1);
    return { deal: d, lnAdjusted, weight };
  });
  const total = comparables.reduce((s, c) => s + c.weight, 0);
  const psf = Math.exp(comparables.reduce((s, c) => s + c.weight * c.lnAdjusted, 0) / total);
  return { psf, value: Math.round((psf * t.area) / 1000) * 1000, basis, comparables };
}
