/** The floor plans of a Greater Bay Area project: rooms, gross floor area, orientation, units and price. */
import type { Rng } from '../prng';
import { t, type L } from '../text';
import type { Pair } from './words';

export interface PlanRow {
  id: number;
  project_id: number;
  name: L;
  bedrooms: number;
  living_rooms: number;
  bathrooms: number;
  area_m2: number;
  orientation: L;
  unit_count: number;
  total_price: number | null;
  description: L;
  [key: string]: unknown;
}

/** gross floor area ranges (m²) by bedrooms */
const AREAS: Record<number, readonly [number, number]> = { 1: [42, 58], 2: [68, 89], 3: [89, 125], 4: [120, 168], 5: [160, 220] };
const LETTERS = 'ABCDEF';

export function planRows(rng: Rng, p: { projectId: number; macau: boolean; unitPrice: number; priced: boolean; orientations: readonly Pair[] }): PlanRow[] {
  const count = rng.int(3, 5);
  const low = p.macau ? 1 : 2;
  const rooms = Array.from({ length: count }, (_, i) => Math.min(5, low + Math.floor((i * 3) / count) + (rng.chance(0.2) ? 1 : 0))).sort((a, b) => a - b);
  return rooms.map((bedrooms, i) => {
    const [min, max] = AREAS[bedrooms] as readonly [number, number];
    const area = Math.round(rng.range(min, max) * (p.macau ? 0.85 : 1) * 10) / 10;
    const living = bedrooms >= 4 ? 2 : 1;
    const baths = bedrooms >= 4 ? rng.int(2, 3) : bedrooms === 3 ? 2 : 1;
    const [ohk, oen] = rng.pick(p.orientations);
    const letter = LETTERS[i] as string;
    return {
      id: p.projectId * 10 + i + 1,
      project_id: p.projectId,
      name: t(`${letter}戶型`, `Type ${letter}`),
      bedrooms,
      living_rooms: living,
      bathrooms: baths,
      area_m2: area,
      orientation: t(ohk, oen),
      unit_count: rng.int(24, 240),
      total_price: p.priced ? Math.round((area * p.unitPrice * rng.range(0.95, 1.07)) / 1000) * 1000 : null,
      description: t(
        `${bedrooms}房${living}廳${baths}衛，建築面積約${area}平方米，${ohk}向。`,
        `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}, ${living} living room${living > 1 ? 's' : ''}, ${baths} bathroom${baths > 1 ? 's' : ''}; about ${area} m² gross floor area, facing ${oen.toLowerCase()}.`,
      ),
    };
  });
}
