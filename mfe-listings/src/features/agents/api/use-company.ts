import { useApi } from '@portal/shared/api';
import { getAgentCompanyById } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** GetAgentCompanyById (spec 7.5): an agency's card. */
export function useCompany(companyId: number, locale: Locale) {
  return useApi(getAgentCompanyById, { query: { companyId }, language: locale });
}
