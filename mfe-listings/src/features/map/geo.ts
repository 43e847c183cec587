/**
 * Equirectangular projection for the offline map: x grows east, y grows south, in screen
 * pixels around the view centre. One zoom step doubles the scale, like web map tiles.
 */
import type { LatLng, MapBounds, MapView } from './map.types';

export const MIN_ZOOM = 9;
export const MAX_ZOOM = 17;
/** the standard parallel: Hong Kong's latitude, so distances look right there */
const COS_LAT0 = Math.cos((22.35 * Math.PI) / 180);
export const HK_CENTER: LatLng = { lat: 22.36, lng: 114.13 };

export function pixelsPerDegree(zoom: number): number {
  return (256 * 2 ** zoom) / 360;
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

export function project(point: LatLng, view: MapView, width: number, height: number): { x: number; y: number } {
  const ppd = pixelsPerDegree(view.zoom);
  return {
    x: width / 2 + (point.lng - view.center.lng) * ppd * COS_LAT0,
    y: height / 2 + (view.center.lat - point.lat) * ppd,
  };
}

export function unproject(x: number, y: number, view: MapView, width: number, height: number): LatLng {
  const ppd = pixelsPerDegree(view.zoom);
  return {
    lat: view.center.lat - (y - height / 2) / ppd,
    lng: view.center.lng + (x - width / 2) / (ppd * COS_LAT0),
  };
}

export function boundsOf(view: MapView, width: number, height: number): MapBounds {
  const nw = unproject(0, 0, view, width, height);
  const se = unproject(width, height, view, width, height);
  return { north: nw.lat, west: nw.lng, south: se.lat, east: se.lng };
}

/** Moves the centre by a screen-pixel delta (dragging the map right shows what lies west). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const ppd = pixelsPerDegree(view.zoom);
  return { zoom: view.zoom, center: { lat: view.center.lat + dy / ppd, lng: view.center.lng - dx / (ppd * COS_LAT0) } };
}

/** The view that shows every point (or all of Hong Kong when there is none). */
export function fitView(points: readonly LatLng[], width: number, height: number): MapView {
  if (points.length === 0) return { center: HK_CENTER, zoom: 10 };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  const center = { lat: (north + south) / 2, lng: (east + west) / 2 };
  let zoom = MAX_ZOOM;
  const margin = 0.8;
  while (zoom > MIN_ZOOM) {
    const ppd = pixelsPerDegree(zoom);
    if ((east - west) * ppd * COS_LAT0 <= width * margin && (north - south) * ppd <= height * margin) break;
    zoom -= 1;
  }
  return { center, zoom: Math.min(zoom, 15) };
}

export function contains(bounds: MapBounds, point: LatLng): boolean {
  return point.lat <= bounds.north && point.lat >= bounds.south && point.lng >= bounds.west && point.lng <= bounds.east;
}
