import { useApi } from '@portal/shared/api';
import { getProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** GetProperty for a serviced apartment (its lease terms are on the detail). */
export function useServicedProperty(propertyId: string, locale: Locale) {
  return useApi(getProperty, { query: { propertyId }, language: locale, enabled: propertyId !== '' }, [propertyId, locale]);
}
