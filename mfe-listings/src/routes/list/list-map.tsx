import type { PropertyListItem } from '@portal/shared/contracts';
import { formatMoney, formatRent } from '@portal/shared/format';
import { getHostSettings } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { useMemo } from 'react';
import { MapSearch, boundsContain, type MapListing } from '../../features/map';
import { DETAIL_ROUTE, kindOfRentalType } from '../../features/listings';

export interface ListMapProps {
  items: readonly PropertyListItem[];
  locale: Locale;
  /** after each move of the map: the ids of the listings inside it */
  onVisibleChange: (ids: ReadonlySet<string>) => void;
}

/** The results page on the map (lazy-loaded with the map feature); moving the map filters the list. */
export default function ListMap({ items, locale, onVisibleChange }: ListMapProps) {
  const listings = useMemo<MapListing[]>(
    () =>
      items.map((item) => {
        const kind = kindOfRentalType(item.rentalType);
        return {
          id: item.propertyID,
          lat: item.lat,
          lng: item.lng,
          title: item.titleWithCulture,
          priceText: kind === 'rent' ? formatRent(item.price, locale) : formatMoney(item.price, locale),
          href: href(DETAIL_ROUTE[kind], { propertyId: item.propertyID }, locale),
        };
      }),
    [items, locale],
  );
  const { googleMapsApiKey, googleMapId } = getHostSettings();
  return (
    <MapSearch
      listings={listings}
      locale={locale}
      googleMapsApiKey={googleMapsApiKey}
      googleMapId={googleMapId}
      onBoundsChange={(bounds) => onVisibleChange(new Set(listings.filter((l) => boundsContain(bounds, l)).map((l) => l.id)))}
    />
  );
}
