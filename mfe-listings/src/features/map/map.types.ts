import type { MapSearchMarker } from '@portal/shared/mf';

/**
 * A listing as the map shows it: the page maps its list items to these (the contract of
 * mfe_listings/MapSearch, so another remote's places are the same shape).
 */
export type MapListing = MapSearchMarker;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The visible area, in degrees. */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}
