/** Absolute links to our pages, built from the shared route table. */
import { href } from '@portal/shared/routing';
import type { Language } from '@portal/shared/contracts';
import { siteUrl } from './outbox';

/** A listing's page on this site (its path, in `language`). */
export function listingPath(listing: { id: string; rental_type: number }, language: Language): string {
  const name = listing.rental_type === 1 ? 'saleDetail' : 'rentDetail';
  return href(name, { propertyId: listing.id }, language);
}

export function listingUrl(listing: { id: string; rental_type: number }, language: Language): string {
  return siteUrl() + listingPath(listing, language);
}

export function replyUrl(messageId: number, language: Language): string {
  return siteUrl() + href('messageReply', {}, language, { messageId });
}
