/** Flat-level facts shared by deals and listings: letters, floor premiums, room counts. */
import type { Rng } from './prng';
import type { Estate } from './estates';

export const flatLetter = (i: number) => String.fromCharCode(65 + i);

/** higher floors cost more: about +/- 8 percent from the middle floor */
export function floorFactor(floor: number, storeys: number): number {
  return 1 + 0.16 * (floor / Math.max(1, storeys) - 0.5);
}

/** 1 low, 2 middle, 3 high */
export function floorLevel(floor: number, storeys: number): 1 | 2 | 3 {
  const r = floor / Math.max(1, storeys);
  return r <= 1 / 3 ? 1 : r <= 2 / 3 ? 2 : 3;
}

/** bedrooms for a saleable area: 0 (studio) to 5 */
export function roomsFor(area: number, rng: Rng): number {
  const base = area < 260 ? 0 : area < 400 ? 1 : area < 600 ? 2 : area < 900 ? 3 : area < 1500 ? 4 : 5;
  const r = base + (rng.chance(0.15) ? (rng.chance(0.5) ? 1 : -1) : 0);
  return Math.max(area < 260 ? 0 : 1, Math.min(5, r));
}

export function bathroomsFor(rooms: number, rng: Rng): number {
  return rooms <= 2 ? 1 : rooms === 3 ? rng.int(1, 2) : rooms === 4 ? rng.int(2, 3) : rng.int(3, 4);
}

export interface Flat {
  buildingIndex: number;
  floor: number;
  letter: number;
}

/** a random flat of the estate; floors start at 1 for villas and 3 above podiums elsewhere */
export function randomFlat(rng: Rng, e: Estate): Flat {
  const buildingIndex = rng.int(0, e.buildings.length - 1);
  const b = e.buildings[buildingIndex] as Estate['buildings'][number];
  const low = b.floors > 6 ? 3 : 1;
  return { buildingIndex, floor: rng.int(low, Math.max(low, b.floors)), letter: rng.int(0, b.flatsPerFloor - 1) };
}

export function grossFor(saleable: number, efficiency: number): number {
  return Math.round(saleable / efficiency);
}
