/**
 * MTR stations as one list (an interchange station once, with every line it is on), the nearest
 * one to a point, and a station as the list filter of spec 2.8 (subway tab, line zl, station zs).
 */
import type { subwayLineSchema } from '@portal/shared/contracts';
import type { ListFilter } from '@portal/shared/url';
import type { z } from 'zod';

export type SubwayLine = z.infer<typeof subwayLineSchema>;

export interface Station {
  stationID: number;
  nameWithCulture: string;
  lat: number;
  lng: number;
  /** the lines it is on, in the order GetAllSubwayline lists them */
  lineIds: number[];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Every station once, in line order then station order. */
export function stationsOf(lines: readonly SubwayLine[]): Station[] {
  const byId = new Map<number, Station>();
  for (const line of lines) {
    for (const s of [...line.stations].sort((a, b) => a.seq - b.seq)) {
      const known = byId.get(s.stationID);
      if (known) {
        if (!known.lineIds.includes(line.lineID)) known.lineIds.push(line.lineID);
      } else {
        byId.set(s.stationID, { stationID: s.stationID, nameWithCulture: s.nameWithCulture, lat: s.lat, lng: s.lng, lineIds: [line.lineID] });
      }
    }
  }
  return [...byId.values()];
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The station closest to a point, with its distance; null when there is no station. */
export function nearestStation(stations: readonly Station[], point: LatLng): { station: Station; km: number } | null {
  let best: { station: Station; km: number } | null = null;
  for (const station of stations) {
    const km = distanceKm(point, station);
    if (!best || km < best.km) best = { station, km };
  }
  return best;
}

/** The line shown for a station: the chosen one when the station is on it, else its first line. */
export function lineOf(station: Station, chosenLine?: number | null): number | undefined {
  return chosenLine != null && station.lineIds.includes(chosenLine) ? chosenLine : station.lineIds[0];
}

/** The list filter of the full search for a station: the subway tab with its line and the station. */
export function stationFilter(stationId: number, lineId?: number): ListFilter {
  const codes: ListFilter['codes'] = { zs: [String(stationId)] };
  if (lineId !== undefined) codes.zl = [String(lineId)];
  return { codes, mode: 'subway', query: {} };
}
