import { call, useApi, type ApiFailure } from '@portal/shared/api';
import { searchCompany } from '@portal/shared/endpoints';
import type { ResultOf } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { PAGE_COUNT } from '@portal/shared/url';
import { useEffect, useState } from 'react';
import { requestOrderOf } from '../agent-sort';
import { branchesOf } from '../branch.schema';
import { zoneCodeOf, type Directory } from '../directory';

export type Company = ResultOf<typeof searchCompany>['items'][number];
export interface CompanyPage { items: Company[]; total: number }
export interface CompanySearchState { data?: CompanyPage; error?: ApiFailure; reload(): void }

/** SearchCompany takes no district: agencies of a district are those with a branch there, read over every page (up to this many). */
export const DISTRICT_SCAN_LIMIT = 1000;
const SCAN_PAGE = 100;

async function companiesWithBranchIn(zoneCode: string, dir: Directory, locale: Locale, signal: AbortSignal): Promise<CompanyPage> {
  const found: Company[] = [];
  for (let pageIndex = 1; (pageIndex - 1) * SCAN_PAGE < DISTRICT_SCAN_LIMIT; pageIndex += 1) {
    const page = await call(searchCompany, {
      body: { pageIndex, pageCount: SCAN_PAGE, order: requestOrderOf(dir.order), keywords: dir.keyword },
      language: locale, signal,
    });
    found.push(...page.items.filter((c) => branchesOf(c.branches).some((b) => b.districtCode === zoneCode)));
    if (pageIndex * SCAN_PAGE >= page.total) break;
  }
  const start = (dir.page - 1) * PAGE_COUNT;
  return { items: found.slice(start, start + PAGE_COUNT), total: found.length };
}

/** Agencies of a directory page: SearchCompany with the agent sort, and the district by branch. */
export function useCompanySearch(dir: Directory, locale: Locale): CompanySearchState {
  const zoneCode = zoneCodeOf(dir);
  const plain = useApi(searchCompany, {
    body: { pageIndex: dir.page, pageCount: PAGE_COUNT, order: requestOrderOf(dir.order), keywords: dir.keyword },
    language: locale,
    enabled: zoneCode === undefined,
  });
  const [round, setRound] = useState(0);
  const [scan, setScan] = useState<{ key: string; data?: CompanyPage; error?: ApiFailure }>();
  const key = JSON.stringify([zoneCode, dir, locale, round]);
  useEffect(() => {
    if (zoneCode === undefined) return;
    const controller = new AbortController();
    companiesWithBranchIn(zoneCode, dir, locale, controller.signal).then(
      (data) => setScan({ key, data }),
      (error: ApiFailure) => {
        if (!error.cancelled) setScan({ key, error });
      },
    );
    return () => controller.abort();
    // the key holds every input of the scan
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (zoneCode === undefined) return { data: plain.data, error: plain.error, reload: plain.reload };
  const current = scan?.key === key ? scan : undefined;
  return { data: current?.data, error: current?.error, reload: () => setRound((r) => r + 1) };
}
