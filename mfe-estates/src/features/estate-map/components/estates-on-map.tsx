import { formatUnitPrice } from '@portal/shared/format';
import { RemoteComponent, getHostSettings, type MapSearchMarker, type MapSearchProps } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { Skeleton } from '@portal/shared/ui';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { EstateListItem } from '../../../lib/types';

/**
 * Estates on the listings remote's map (mfe_listings/MapSearch: clustered markers, Google Maps with
 * a key, else the offline map), loaded at run time; a notice in its place when it cannot load.
 */
export function EstatesOnMap({ estates, locale }: { estates: readonly EstateListItem[]; locale: Locale }) {
  const { t } = useEstatesT();
  const marker = (e: EstateListItem): MapSearchMarker => ({
    id: String(e.estateID), lat: e.lat, lng: e.lng, title: e.estateNameWithCulture,
    priceText: e.avgDealPrice ? formatUnitPrice(e.avgDealPrice, locale) : t('card.noDeals'),
    href: href('estateDetail', { propertyId: String(e.estateID) }, locale),
  });
  const { googleMapsApiKey, googleMapId } = getHostSettings();
  return (
    <RemoteComponent<MapSearchProps>
      remote="listings"
      exposed="MapSearch"
      props={{ listings: estates.map(marker), locale, googleMapsApiKey, googleMapId }}
      loading={<Skeleton width="100%" height="24rem" />}
      unavailable={<p role="status">{t('map.unavailable')}</p>}
    />
  );
}
