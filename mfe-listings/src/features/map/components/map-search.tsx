import type { MapLocale } from '../hk-reference';
import type { MapBounds, MapListing } from '../map.types';
import { GoogleListingsMap } from './google-listings-map';
import { OfflineMap } from './offline-map';

export interface MapSearchProps {
  listings: readonly MapListing[];
  locale: MapLocale;
  /** runtime-config googleMapsApiKey: without it the offline map is shown */
  googleMapsApiKey?: string;
  googleMapId?: string;
  onBoundsChange?: (bounds: MapBounds) => void;
}

/** Map search: Google Maps when a key is configured, else the offline map of the same markers. */
export function MapSearch({ listings, locale, googleMapsApiKey, googleMapId, onBoundsChange }: MapSearchProps) {
  if (googleMapsApiKey) {
    return (
      <GoogleListingsMap
        apiKey={googleMapsApiKey}
        mapId={googleMapId}
        listings={listings}
        language={locale}
        onBoundsChange={onBoundsChange}
      />
    );
  }
  return <OfflineMap listings={listings} locale={locale} onBoundsChange={onBoundsChange} />;
}
