import type { CollectionItem } from '@portal/shared/contracts';
import { formatMoney, formatRent } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';

export interface BookmarkTarget {
  title: string;
  /** the page of the bookmarked thing; none when it no longer exists */
  to?: string;
  facts: string[];
}

/** What a bookmark points at, for its row: the listing, estate or new development, or nothing any more. */
export function bookmarkTarget(item: CollectionItem, locale: Locale): BookmarkTarget | undefined {
  const { property: p, estate: e, newEstate: n } = item;
  if (p) {
    const rent = item.sourceType === 'rent' || item.sourceType === 'serviced';
    const route = item.sourceType === 'serviced' ? 'servicesDetail' : rent ? 'rentDetail' : 'saleDetail';
    const price = rent ? formatRent(p.rentPrice, locale) : formatMoney(p.salePrice, locale);
    return { title: p.titleWithCulture, to: href(route, { propertyId: p.propertyID }, locale), facts: [p.regionNameWithCulture, price] };
  }
  if (e) return { title: e.estateNameWithCulture, to: href('estateDetail', { propertyId: String(e.estateID) }, locale), facts: [e.regionNameWithCulture, e.addressWithCulture] };
  if (n) return { title: n.nameWithCulture, to: href('newPropertyDetail', { propertyId: String(n.estateId) }, locale), facts: [n.regionNameWithCulture] };
  return undefined;
}
