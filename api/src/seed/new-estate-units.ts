/** Towers, room types, price sheets and units of one new development. */
import type { Rng } from './prng';
import type { SeedRow } from './batch';
import { addDays, dayMs } from './clock';
import { t } from './text';
import { floorFactor, flatLetter } from './flats';

const ROOM_AREAS: readonly (readonly [number, number])[] = [[180, 260], [270, 380], [400, 520], [580, 800], [880, 1300]];

export interface UnitsInput {
  id: number;
  towers: number;
  psf: number;
  status: number;
  salesStart: string;
  refDate: string;
  ids: { tower: number; type: number; sheet: number; unit: number };
}

export function newEstateUnits(rng: Rng, x: UnitsInput) {
  const rows: Record<string, SeedRow[]> = { new_estate_towers: [], new_estate_room_types: [], new_estate_price_sheets: [], new_estate_units: [] };
  const firstRoom = rng.int(0, 2);
  const roomSet = Array.from({ length: rng.int(2, 3) }, (_, k) => firstRoom + k).filter((r) => r <= 4);
  const types = roomSet.map((rooms) => {
    const [lo, hi] = ROOM_AREAS[rooms] as readonly [number, number];
    const min = rng.int(lo, Math.round((lo + hi) / 2));
    const max = rng.int(min + 20, hi);
    const id = ++x.ids.type;
    rows.new_estate_room_types?.push({
      id, new_estate_id: x.id, room_number: rooms, min_saleable_area: min, max_saleable_area: max,
      name: rooms === 0 ? t('開放式', 'Studio') : t(`${rooms}房`, `${rooms} bedroom${rooms > 1 ? 's' : ''}`),
      floor_plan: `plan/NE${x.id}-T${id}-${rooms}r${Math.round((min + max) / 2)}`,
    });
    return { id, min, max };
  });
  const sheetCount = x.status === 1 ? 0 : x.status === 4 ? 1 : x.status === 3 ? rng.int(3, 8) : rng.int(1, 5);
  const sheets: number[] = [];
  const span = Math.max(1, Math.round((Math.min(dayMs(x.refDate), dayMs(x.salesStart) + 400 * 86_400_000) - dayMs(x.salesStart)) / 86_400_000));
  for (let s = 1; s <= sheetCount; s++) {
    const id = ++x.ids.sheet;
    sheets.push(id);
    rows.new_estate_price_sheets?.push({ id, new_estate_id: x.id, number: s, issued_at: addDays(x.salesStart, Math.round(((s - 1) / sheetCount) * span) - 7) });
  }
  let flatCount = 0;
  const units: SeedRow[] = [];
  for (let k = 1; k <= x.towers; k++) {
    const towerId = ++x.ids.tower;
    const floors = rng.int(12, 38);
    const perFloor = rng.int(4, 8);
    rows.new_estate_towers?.push({ id: towerId, new_estate_id: x.id, name: t(`第${k}座`, `Tower ${k}`), floors, flats_per_floor: perFloor });
    const sizes = Array.from({ length: perFloor }, () => {
      const ty = rng.pick(types);
      return { ty, area: rng.int(ty.min, ty.max) };
    });
    for (let f = 3; f < floors + 3; f++) {
      for (let l = 0; l < perFloor; l++) {
        const { ty, area } = sizes[l] as { ty: (typeof types)[number]; area: number };
        const list = Math.round((x.psf * area * floorFactor(f, floors + 3) * Math.exp(rng.normal() * 0.02)) / 1000) * 1000;
        units.push({ id: ++x.ids.unit, new_estate_id: x.id, tower_id: towerId, room_type_id: ty.id, floor: f, flat: flatLetter(l), saleable_area: area, list_price: list });
        flatCount++;
      }
    }
  }
  const soldShare = x.status === 3 ? 1 : x.status === 2 ? rng.range(0.3, 0.8) : x.status === 4 ? 0.1 : 0;
  units.forEach((u, idx) => {
    u.price_sheet_id = sheets.length ? sheets[Math.min(sheets.length - 1, Math.floor((idx / units.length) * sheets.length))] : null;
    const r = rng.next();
    const sold = r < soldShare;
    const reserved = !sold && x.status === 2 && r < soldShare + 0.05;
    u.status = sold ? 3 : reserved ? 2 : 1;
    if (sold) {
      const days = Math.max(0, Math.round((dayMs(x.refDate) - dayMs(x.salesStart)) / 86_400_000));
      u.sold_at = addDays(x.salesStart, rng.int(0, Math.max(0, days)));
      u.sold_price = Math.round(((u.list_price as number) * (1 - rng.range(0.02, 0.08))) / 1000) * 1000;
    }
  });
  rows.new_estate_units?.push(...units);
  const prices = units.map((u) => u.list_price as number);
  const areas = types.flatMap((ty) => [ty.min, ty.max]);
  return {
    rows, flatCount, sheetCount,
    minPrice: Math.min(...prices), maxPrice: Math.max(...prices), minArea: Math.min(...areas), maxArea: Math.max(...areas),
  };
}
