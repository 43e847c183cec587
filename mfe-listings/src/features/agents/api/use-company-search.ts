import { useApi, type ApiFailure } from '@portal/shared/api';
import { searchCompany } from '@portal/shared/endpoints';
import type { ResultOf } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { PAGE_COUNT } from '@portal/shared/url';
import { requestOrderOf } from '../agent-sort';
import { zoneCodeOf, type Directory } from '../directory';

export type Company = ResultOf<typeof searchCompany>['items'][number];
export interface CompanyPage { items: Company[]; total: number }
export interface CompanySearchState { data?: CompanyPage; error?: ApiFailure; reload(): void }

/** Agencies of a directory page: SearchCompany with the agent sort, the keyword and the district (agencies with a branch there). */
export function useCompanySearch(dir: Directory, locale: Locale): CompanySearchState {
  const { data, error, reload } = useApi(searchCompany, {
    body: { pageIndex: dir.page, pageCount: PAGE_COUNT, order: requestOrderOf(dir.order), keywords: dir.keyword, zoneCode: zoneCodeOf(dir) },
    language: locale,
  });
  return { data, error, reload };
}
