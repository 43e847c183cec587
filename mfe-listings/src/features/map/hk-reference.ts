/**
 * The offline map's geography, derived once from the reference data of @portal/shared/geo: each
 * district as the convex hull of its known points (centroid, main town, sub-areas), drawn thick
 * so the hulls merge into a simplified land mass; MTR lines as station polylines.
 */
import { HK_DISTRICTS, MTR_LINES as LINES, type DistrictGeo, type GeoNames as Names } from '@portal/shared/geo';
import type { LatLng } from './map.types';

export type MapLocale = 'zh-hk' | 'zh-cn' | 'en-us';

export interface DistrictShape {
  id: string;
  name: Names;
  label: LatLng;
  hull: LatLng[];
}

export interface StationPoint extends LatLng {
  code: string;
  name: Names;
}

export interface LineShape {
  id: string;
  colour: string;
  name: Names;
  stations: StationPoint[];
}

export function nameIn(names: Names, locale: MapLocale): string {
  return locale === 'en-us' ? names.en : names[locale];
}

/** Andrew's monotone chain; points as [lng, lat]. */
export function convexHull(points: readonly LatLng[]): LatLng[] {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  if (sorted.length < 3) return sorted;
  const cross = (o: LatLng, a: LatLng, b: LatLng) => (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);
  const half = (list: LatLng[]) => {
    const out: LatLng[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

const districtPoints = (d: DistrictGeo): LatLng[] =>
  [d.centroid, d.mainTown, ...d.subAreas].map((p) => ({ lat: p.lat, lng: p.lng }));

export const DISTRICTS: readonly DistrictShape[] = HK_DISTRICTS.map((d) => ({
  id: d.id,
  name: d.nameShort,
  label: { lat: d.centroid.lat, lng: d.centroid.lng },
  hull: convexHull(districtPoints(d)),
}));

export const MTR_LINES: readonly LineShape[] = LINES.map((l) => ({
  id: l.id,
  colour: l.colour,
  name: l.name,
  stations: l.stations.map((s) => ({ code: s.code, name: s.name, lat: s.lat, lng: s.lng })),
}));

/** Every station once (interchanges appear on several lines). */
export const STATIONS: readonly StationPoint[] = [
  ...new Map(MTR_LINES.flatMap((l) => l.stations).map((s) => [s.code, s] as const)).values(),
];

/** Points known to be on land (district points and stations): drawn as discs to fill the gaps between hulls. */
export const LAND_POINTS: readonly LatLng[] = [...HK_DISTRICTS.flatMap(districtPoints), ...STATIONS];
