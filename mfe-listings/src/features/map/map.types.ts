/** A listing as the map shows it: the page maps its list items to these. */
export interface MapListing {
  id: string;
  lat: number;
  lng: number;
  /** already localized title, e.g. titleWithCulture */
  title: string;
  /** already formatted price text, e.g. 'HK$ 680萬' */
  priceText: string;
  /** the detail page link (href('saleDetail', ...)) */
  href: string;
}

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
