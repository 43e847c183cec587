/** Hong Kong's extent on the list's map: longitude and latitude to SVG units (equirectangular at 22.4°N). */
export const MAP_BOUNDS = { west: 113.82, east: 114.45, south: 22.15, north: 22.57 } as const;
const SCALE = 1000;
const COS_LAT = Math.cos((22.4 * Math.PI) / 180);

export const MAP_SIZE = {
  width: Math.round((MAP_BOUNDS.east - MAP_BOUNDS.west) * SCALE * COS_LAT),
  height: Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * SCALE),
};

/** The SVG point of a place, or null outside the map. */
export function project(lat: number, lng: number): { x: number; y: number } | null {
  if (lat < MAP_BOUNDS.south || lat > MAP_BOUNDS.north || lng < MAP_BOUNDS.west || lng > MAP_BOUNDS.east) return null;
  return {
    x: Math.round((lng - MAP_BOUNDS.west) * SCALE * COS_LAT * 10) / 10,
    y: Math.round((MAP_BOUNDS.north - lat) * SCALE * 10) / 10,
  };
}
