import { useApi } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { toSearchBody, type BandResolver, type ListFilter } from '@portal/shared/url';

/**
 * SearchProperty for the serviced list: rent listings flagged serviced (toSearchBody 'serviced');
 * `resolveBand` turns p/a/d/o band codes into ranges, `enabled` false holds the call.
 */
export function useServicedSearch(filter: ListFilter, locale: Locale, resolveBand?: BandResolver, enabled = true) {
  return useApi(searchProperty, { body: toSearchBody(filter, 'serviced', resolveBand), language: locale, enabled });
}
