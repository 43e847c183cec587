/**
 * The deal history of every estate from January five years before the reference year: each
 * month an estate sells a Poisson number of flats in proportion to its size and the year's
 * market activity (market-activity.ts). A price follows the one market trend (market-trend.ts)
 * with the district's drift, times the floor and the flat's own premium (flat-premium.ts), with
 * a little noise; a flat sold again carries its previous price, date and change, so resales show
 * a gain or a loss along the cycle. About one deal in nine is a registered lease.
 */
import type { Rng } from './prng';
import type { Estate } from './estates';
import type { SeedRow } from './batch';
import { addDays, dayMs, yearOf } from './clock';
import { priceFactor } from './market-trend';
import { floorFactor, flatLetter, grossFor, randomFlat, roomsFor, type Flat } from './flats';
import { flatPremium } from './flat-premium';
import { activity, LEASES_PER_SALE, poisson, YEARLY_TURNOVER } from './market-activity';

export interface DealStats {
  avgPsf: Map<number, number>;
  monthCount: Map<number, number>;
}

interface Sold { flat: Flat; price: number; date: string }

/** the first day of every month from January five years before the reference year up to it */
export function historyMonths(refDate: string): string[] {
  const out: string[] = [];
  for (let y = yearOf(refDate) - 5; y <= yearOf(refDate); y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${String(m).padStart(2, '0')}-01`;
      if (first <= refDate) out.push(first);
    }
  }
  return out;
}

function daysInMonth(first: string): number {
  const d = new Date(dayMs(first));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

interface Month {
  /** 'yyyy-mm-' */
  prefix: string;
  year: number;
  days: number;
  /** the days of it in the history: all, or up to the reference day in its month */
  span: number;
}

function monthsOf(refDate: string): Month[] {
  return historyMonths(refDate).map((first) => {
    const days = daysInMonth(first);
    const span = Math.min(days, Math.round((dayMs(refDate) - dayMs(first)) / 86_400_000) + 1);
    return { prefix: first.slice(0, 8), year: yearOf(first), days, span };
  });
}

/** sale and lease dates of one estate, oldest first */
function dealDates(rng: Rng, e: Estate, months: readonly Month[], scale: number) {
  const events: { date: string; lease: boolean }[] = [];
  const next = () => rng.next();
  for (const m of months) {
    const sales = Math.max(0.15, (e.unitCount * YEARLY_TURNOVER * activity(m.year) * scale) / 12) * (m.span / m.days);
    for (const lease of [false, true]) {
      const n = poisson(next, lease ? sales * LEASES_PER_SALE : sales);
      for (let i = 0; i < n; i++) events.push({ date: `${m.prefix}${String(rng.int(1, m.span)).padStart(2, '0')}`, lease });
    }
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const flatKey = (f: Flat) => `${f.buildingIndex}/${f.floor}/${f.letter}`;

export function buildDeals(rng: Rng, estates: readonly Estate[], refDate: string, scale: number) {
  const rows: SeedRow[] = [];
  const stats: DealStats = { avgPsf: new Map(), monthCount: new Map() };
  const months = monthsOf(refDate);
  // the trend's level by district drift and day: many deals share a day
  const levels = new Map<string, number>();
  const trend = (date: string, drift: number) => {
    const key = `${drift}/${date}`;
    let level = levels.get(key);
    if (level === undefined) levels.set(key, (level = priceFactor(date, refDate, drift)));
    return level;
  };
  const recentFrom = addDays(refDate, -183);
  const monthFrom = addDays(refDate, -30);
  for (const e of estates) {
    const last = new Map<string, Sold>();
    const sold: Sold[] = [];
    let recentSum = 0;
    let recentN = 0;
    let month = 0;
    for (const { date, lease } of dealDates(rng, e, months, scale)) {
      // about one sale in twenty is a flat that changed hands at least a year before
      const again = !lease && sold.length > 0 && rng.chance(0.05) ? rng.pick(sold) : undefined;
      const flat = again && again.date <= addDays(date, -365) ? again.flat : randomFlat(rng, e);
      const b = e.buildings[flat.buildingIndex] as Estate['buildings'][number];
      const saleable = e.flatSizes[flat.letter] as number;
      const level = e.psf * trend(date, e.district.drift) * floorFactor(flat.floor, b.floors)
        * flatPremium(e, flat.buildingIndex, flat.letter, saleable) * Math.exp(rng.normal() * 0.04);
      const base = {
        estate_id: e.id, building_id: b.id, floor: flat.floor, flat: flatLetter(flat.letter), deal_date: date,
        building_area: grossFor(saleable, e.efficiency), saleable_area: saleable, room_number: roomsFor(saleable, rng),
      };
      if (lease) {
        const rent = Math.round((level * saleable * e.district.rentYield) / 12 / 100) * 100;
        rows.push({ ...base, rental_type: 2, price: rent, price_per_sqft: Math.round(rent / saleable) });
        continue;
      }
      const key = flatKey(flat);
      const prev = last.get(key);
      // a flat changes hands at most once a day
      if (prev && prev.date >= date) continue;
      const price = Math.round((level * saleable) / 1000) * 1000;
      // columns left out take their defaults: no previous sale, source 'land-registry'
      rows.push({
        ...base, rental_type: 1, price, price_per_sqft: Math.round(price / saleable),
        ...(prev && {
          previous_price: prev.price, previous_date: prev.date, change_pct: Math.round(((price - prev.price) / prev.price) * 10000) / 100,
        }),
      });
      const done = { flat, price, date };
      last.set(key, done);
      sold.push(done);
      if (date > recentFrom) {
        recentSum += price / saleable;
        recentN++;
      }
      if (date > monthFrom) month++;
    }
    if (recentN > 0) stats.avgPsf.set(e.id, Math.round(recentSum / recentN));
    stats.monthCount.set(e.id, month);
  }
  return { rows, stats };
}
