import { useApi } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { PAGE_COUNT } from '@portal/shared/url';

/** Whose listings: an agency's (companyId) or an agent's (accountId). */
export type ListingOwner = { companyId: number } | { accountId: number };

/**
 * SearchProperty for one tab of an agency or agent page: sale (1) or rent (2), with order and page
 * (PAGE_COUNT a page unless `pageCount` says fewer, e.g. a few of an agent's listings elsewhere).
 */
export function useOwnerListings(owner: ListingOwner, rentalType: 1 | 2, order: number, page: number, locale: Locale, pageCount = PAGE_COUNT) {
  return useApi(searchProperty, {
    body: { ...owner, rentalType, order, pageIndex: page, pageCount },
    language: locale,
  });
}
