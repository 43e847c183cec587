import type { MapSearchProps, MapSearchWidget } from '@portal/shared/mf';
import '../i18n';
import { MapSearch } from '../features/map';

/** mfe_listings/MapSearch: the list pages' map (clustered markers, offline without a key), for another remote's page (the estate map) */
function MapSearchView(props: MapSearchProps) {
  return <MapSearch {...props} />;
}

export default MapSearchView satisfies MapSearchWidget;
