/**
 * Five years of deals per estate. Every price follows the one market trend (market-trend.ts)
 * with the district's drift, the floor premium and noise; a flat sold twice carries its previous
 * price, date and change. About one deal in ten is a lease.
 */
import type { Rng } from './prng';
import type { Estate } from './estates';
import type { SeedRow } from './batch';
import { daysAgo } from './clock';
import { priceFactor } from './market-trend';
import { floorFactor, flatLetter, grossFor, randomFlat, roomsFor, type Flat } from './flats';

export interface DealStats {
  avgPsf: Map<number, number>;
  monthCount: Map<number, number>;
}

export function buildDeals(rng: Rng, estates: readonly Estate[], refDate: string, scale: number) {
  const rows: SeedRow[] = [];
  const stats: DealStats = { avgPsf: new Map(), monthCount: new Map() };
  for (const e of estates) {
    // about 3 percent of flats change hands a year: roughly monthly for a mid-sized estate
    const n = Math.max(12, Math.min(120, Math.round((e.unitCount / 8) * rng.range(0.6, 1.4) * scale)));
    const pool: Flat[] = Array.from({ length: Math.max(3, Math.round(n * 0.8)) }, () => randomFlat(rng, e));
    const days = Array.from({ length: n }, () => rng.int(0, 5 * 365)).sort((a, b) => b - a);
    const last = new Map<Flat, { price: number; date: string }>();
    let recentSum = 0;
    let recentN = 0;
    let month = 0;
    for (const d of days) {
      const date = daysAgo(refDate, d);
      const flat = rng.pick(pool);
      const b = e.buildings[flat.buildingIndex] as Estate['buildings'][number];
      const saleable = e.flatSizes[flat.letter] as number;
      const lease = rng.chance(0.1);
      const level = e.psf * priceFactor(date, refDate, e.district.drift) * floorFactor(flat.floor, b.floors) * Math.exp(rng.normal() * 0.045);
      const base = {
        estate_id: e.id, building_id: b.id, floor: flat.floor, flat: flatLetter(flat.letter), deal_date: date,
        building_area: grossFor(saleable, e.efficiency), saleable_area: saleable, room_number: roomsFor(saleable, rng),
      };
      if (lease) {
        const rent = Math.round((level * saleable * e.district.rentYield) / 12 / 100) * 100;
        rows.push({ ...base, rental_type: 2, price: rent, price_per_sqft: Math.round(rent / saleable), source: 'land-registry' });
        continue;
      }
      const prev = last.get(flat);
      // a flat changes hands at most once a day
      if (prev && prev.date >= date) continue;
      const price = Math.round((level * saleable) / 1000) * 1000;
      rows.push({
        ...base, rental_type: 1, price, price_per_sqft: Math.round(price / saleable),
        previous_price: prev ? prev.price : null, previous_date: prev ? prev.date : null,
        change_pct: prev ? Math.round(((price - prev.price) / prev.price) * 10000) / 100 : null, source: 'land-registry',
      });
      last.set(flat, { price, date });
      if (d <= 183) {
        recentSum += price / saleable;
        recentN++;
      }
      if (d <= 30) month++;
    }
    if (recentN > 0) stats.avgPsf.set(e.id, Math.round(recentSum / recentN));
    stats.monthCount.set(e.id, month);
  }
  return { rows, stats };
}
