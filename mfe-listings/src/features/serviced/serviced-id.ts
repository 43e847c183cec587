/**
 * The listing id of a serviced-apartment page. The route table gives /servicesDetail/{propertyId}
 * (and /houseDetail/pcDetail|mDetail/{propertyId}); the old form /servicesDetail?propertyId=...
 * (also `id` or `propertyID`) still works. App markers are stripped from query values (spec 5).
 */
import { cleanQuery } from '@portal/shared/routing';

const LISTING_ID = /^[A-Za-z]{1,4}\d{1,18}$/;

export function servicedIdOf(params: Readonly<Record<string, string>>, search: string): string {
  const q = cleanQuery(search);
  const id = params.propertyId ?? q.get('propertyId') ?? q.get('id') ?? q.get('propertyID') ?? '';
  return LISTING_ID.test(id) ? id : '';
}
