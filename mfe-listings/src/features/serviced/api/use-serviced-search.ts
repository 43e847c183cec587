import { useApi } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { toSearchBody, type ListFilter } from '@portal/shared/url';

/** SearchProperty for the serviced list: rent listings flagged serviced (toSearchBody 'serviced'). */
export function useServicedSearch(filter: ListFilter, locale: Locale) {
  return useApi(searchProperty, { body: toSearchBody(filter, 'serviced'), language: locale });
}
