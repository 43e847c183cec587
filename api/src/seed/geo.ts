/** Distances on the map. */
export interface Point {
  lat: number;
  lng: number;
}

const R = 6_371_000;

export function haversineM(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

export function nearest<T extends Point>(p: Point, items: readonly T[]): { item: T; distance: number } {
  let best: T | undefined;
  let bestD = Infinity;
  for (const it of items) {
    const d = haversineM(p, it);
    if (d < bestD) {
      bestD = d;
      best = it;
    }
  }
  if (!best) throw new Error('nearest of an empty list');
  return { item: best, distance: bestD };
}

/** rounds a coordinate to 6 decimals (about 0.1 m) */
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
