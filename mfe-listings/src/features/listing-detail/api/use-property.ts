import { useApi } from '@portal/shared/api';
import { getProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** GetProperty for one listing id (spec 7.3). */
export function useProperty(propertyId: string, locale: Locale) {
  return useApi(getProperty, { query: { propertyId }, language: locale, enabled: propertyId !== '' }, [propertyId, locale]);
}
