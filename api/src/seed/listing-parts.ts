/** Pieces of a listing: its price within the product's bounds, tags, media keys, status. */
import type { Rng } from './prng';
import type { Estate } from './estates';
import { tagValues } from './vocab/dictionary-groups';

export const SALE_MIN = 3_000_000;
export const SALE_MAX = 80_000_000;
export const RENT_MIN = 8_000;
export const RENT_MAX = 150_000;

/**
 * Price and saleable area: the asking level times the area, with the area nudged (within the
 * estate's 220-2,800 sq ft range) so that the price lands inside the product's bounds.
 */
export function priceAndArea(perSqft: number, area: number, min: number, max: number, step: number) {
  let a = area;
  if (perSqft * a < min) a = Math.ceil((min * 1.02) / perSqft);
  if (perSqft * a > max) a = Math.floor((max * 0.97) / perSqft);
  a = Math.max(150, a);
  const price = Math.min(max, Math.max(min, Math.round((perSqft * a) / step) * step));
  return { price, area: a };
}

/** areas that look over a racecourse (Happy Valley, Sha Tin) */
const RACECOURSE_AREAS = new Set(['happy-valley', 'jardines-lookout', 'mid-levels-east', 'tai-hang', 'fo-tan', 'city-one', 'sha-tin']);

export function pickTags(rng: Rng, e: Estate, rental: 1 | 2, serviced = false): number[] {
  const tags = new Set<number>();
  if (e.stationDistance <= 500) tags.add(101);
  const features = tagValues('1').filter((v) => v !== 101 && v !== 108);
  for (const v of rng.sample(features, rng.int(0, 2))) tags.add(v);
  if (e.age <= 3) tags.add(108);
  const views = tagValues('2').filter((v) => v !== 206 || RACECOURSE_AREAS.has(e.area.slug));
  for (const v of rng.sample(views, rng.int(0, 2))) tags.add(v);
  tags.add(rng.pick(tagValues('3').filter((v) => rental === 2 || (v !== 305 && v !== 306))));
  for (const v of rng.sample(tagValues('4'), rng.int(0, 2))) tags.add(v);
  if (e.carparks > 0 && rng.chance(0.12)) tags.add(601);
  if (tags.has(601) && rng.chance(0.2)) tags.add(602);
  if (rental === 2) tags.delete(104);
  if (serviced) {
    tags.delete(105);
    tags.delete(304);
    tags.add(305);
  }
  return [...tags].sort((a, b) => a - b);
}

export function rentLabels(rng: Rng, serviced: boolean, tags: number[]): number[] {
  const out = new Set<number>();
  if (serviced) {
    out.add(2);
    out.add(4);
    out.add(5);
    if (rng.chance(0.6)) out.add(1);
  }
  if (tags.includes(103)) out.add(3);
  if (tags.includes(305)) out.add(5);
  if (rng.chance(0.3)) out.add(6);
  if (!serviced && rng.chance(0.15)) out.add(4);
  return [...out].sort((a, b) => a - b);
}

/** spec 4.1 states: mostly effective (4), a few of each other */
export function pickStatus(rng: Rng): number {
  return rng.weighted([[4, 880], [1, 10], [2, 20], [3, 10], [5, 30], [6, 15], [7, 10], [8, 15], [9, 10]]);
}

export function mediaFor(rng: Rng, id: string, rooms: number, area: number) {
  const photos = Array.from({ length: rng.int(4, 10) }, (_, k) => `photo/${id}-${k + 1}`);
  const floorPlan = rng.chance(0.8) ? `plan/${id}-${rooms}r${area}` : null;
  const video = rng.chance(0.15) ? `/api/Media/video/${id}.svg` : null;
  const vr = rng.chance(0.1) ? `/api/Media/vr/${id}.svg` : null;
  const labels = [1, ...(floorPlan ? [2] : []), ...(video ? [3] : []), ...(vr ? [4] : [])];
  return { photos, floorPlan, video, vr, labels };
}
