import { useApi } from '@portal/shared/api';
import { getAllSubwayline } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** GetAllSubwayline: the MTR lines with their stations, in the page's language. */
export function useSubwayLines(locale: Locale) {
  return useApi(getAllSubwayline, { language: locale });
}
