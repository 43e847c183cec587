import type { PropertyDetail } from '@portal/shared/contracts';
import { formatMoney, formatRent } from '@portal/shared/format';
import { useGoneStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { fitDescription, listTitle, listingTitle, ogImageUrl, realEstateListing, usePageMeta } from '@portal/shared/seo';

/** statuses whose page stays out of search engines: expired, hidden, deleted, removed (spec 4.1) */
const UNLISTED = new Set(['expired', 'hidden', 'deleted', 'removed']);

/**
 * A sale or rent listing's title ('太和雅軒 高層4房 $891萬'), description, preview image with its
 * price, breadcrumbs and RealEstateListing data; a listing no longer on offer asks for noindex,
 * and a removed one answers 410 Gone.
 */
export function ListingMeta({ property: p, kind, locale, serviced = false }: { property: PropertyDetail; kind: 'buy' | 'rent'; locale: Locale; serviced?: boolean }) {
  const rent = kind === 'rent';
  useGoneStatus(p.showRecommendations);
  const name = p.estateNameWithCulture || p.titleWithCulture;
  const title = listingTitle({ name, floorLevel: p.floorLevel, rooms: p.roomNumber, price: p.price, rent }, locale);
  const path = href(serviced ? 'servicesDetail' : rent ? 'rentDetail' : 'saleDetail', { propertyId: p.propertyID }, locale);
  const listPath = href(serviced ? 'servicedList' : rent ? 'rentList' : 'buyList', {}, locale);
  const description = fitDescription(`${p.titleWithCulture}. ${p.descriptionWithCulture}`, 300);
  const image = ogImageUrl(p.photos[0] ?? p.coverImage, rent ? formatRent(p.price, locale) : formatMoney(p.price, locale));
  usePageMeta({
    title,
    description,
    image,
    noindex: UNLISTED.has(p.propertyStatusKey),
    breadcrumbs: [{ name: listTitle({ kind: serviced ? 'serviced' : kind, places: [], rooms: [] }, locale), path: listPath }, { name, path }],
    structuredData: [realEstateListing({
      url: path,
      name: title,
      description,
      image,
      datePosted: p.publishTime,
      price: p.price,
      rent,
      statusKey: p.propertyStatusKey,
      saleableArea: p.saleableArea,
      rooms: p.roomNumber,
      bathrooms: p.bathroomNumber,
      streetAddress: p.addressWithCulture,
      locality: p.gscopeNameWithCulture,
      region: p.regionNameWithCulture,
    })],
  });
  return null;
}
