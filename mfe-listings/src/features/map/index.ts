/**
 * map: map search for the list pages (house-map, the list's map view).
 *
 * <MapSearch listings locale googleMapsApiKey? googleMapId? onBoundsChange? />
 *   listings        MapListing[]: { id, lat, lng, title, priceText, href } — the page maps the
 *                   current result page to these (title = titleWithCulture, priceText formatted
 *                   with @portal/shared/format, href = href('saleDetail'|'rentDetail', ...)).
 *                   Listings without coordinates are left out by the page.
 *   locale          'zh-hk' | 'zh-cn' | 'en-us' (district and station names, Google language).
 *   googleMapsApiKey  from runtime-config; when absent (tests, this machine) an offline SVG map of
 *                   Hong Kong (districts, MTR lines and stations from the reference data) is drawn.
 *   onBoundsChange  ({ north, south, east, west }) after each finished user move (drag end, arrow
 *                   keys, wheel, +/- buttons, cluster expand): the page filters the list by it.
 *
 * Markers: data-testid="map-marker" data-listing-id; clusters: data-testid="map-cluster"
 * data-listing-ids="a,b,c". Keyboard: the map region pans with arrows and zooms with +/-; markers
 * are buttons (Enter/Space open the popup with the detail link; Escape closes it).
 */
export { MapSearch, type MapSearchProps } from './components/map-search';
export { OfflineMap, type OfflineMapProps } from './components/offline-map';
export { GoogleListingsMap, type GoogleListingsMapProps } from './components/google-listings-map';
export { boundsOf, contains as boundsContain, fitView } from './geo';
export type { MapListing, MapBounds, LatLng, MapView } from './map.types';
