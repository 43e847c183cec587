import { useApi } from '@portal/shared/api';
import { searchAgent } from '@portal/shared/endpoints';
import type { ResultOf } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { PAGE_COUNT } from '@portal/shared/url';
import { requestOrderOf } from '../agent-sort';
import { zoneCodeOf, type Directory } from '../directory';

export type Agent = ResultOf<typeof searchAgent>['items'][number];

export interface AgentScope {
  /** partners only (the partner list and an agency's partner tab) */
  partnersOnly?: boolean;
  companyId?: number;
}

/** SearchAgent for a directory page: agent sort, district (zoneCode), keyword, company. */
export function useAgentSearch(dir: Directory, scope: AgentScope, locale: Locale) {
  return useApi(searchAgent, {
    body: {
      pageIndex: dir.page,
      pageCount: PAGE_COUNT,
      order: requestOrderOf(dir.order),
      keywords: dir.keyword,
      zoneCode: zoneCodeOf(dir),
      companyId: scope.companyId,
      isPartner: scope.partnersOnly ? true : undefined,
    },
    language: locale,
  });
}
