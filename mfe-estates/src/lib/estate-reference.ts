import { useApi } from '@portal/shared/api';
import { getAllSubwayline, getGscope, getSchoolNetGscope, searchDictionaryInfo } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useMemo } from 'react';
import type { EstateBands } from './estate-query';

/**
 * The reference lists the estate filter reads (spec 4.7): regions and districts, MTR lines,
 * school nets and the two band dictionaries, in the page's language. They go through useApi, so a
 * server-rendered list page has its filter and chips filled in.
 */
export function useEstateReference(locale: Locale) {
  const language = locale;
  const opts = { language, loadingBar: false } as const;
  const gscope = useApi(getGscope, opts);
  const lines = useApi(getAllSubwayline, opts);
  const nets = useApi(getSchoolNetGscope, { ...opts, query: { PageCount: 200 } });
  const price = useApi(searchDictionaryInfo, { ...opts, query: { itemName: 'PracticalFootPrice' } });
  const age = useApi(searchDictionaryInfo, { ...opts, query: { itemName: 'BuildingAge' } });
  const bands = useMemo<EstateBands>(() => ({ PracticalFootPrice: price.data, BuildingAge: age.data }), [price.data, age.data]);
  const all = [gscope, lines, nets, price, age];
  return {
    gscope: gscope.data ?? [],
    lines: lines.data ?? [],
    schoolNets: nets.data?.items ?? [],
    bands,
    /** the band dictionaries answered (or failed): the search may start */
    bandsSettled: (price.data !== undefined || price.error !== undefined) && (age.data !== undefined || age.error !== undefined),
    error: all.find((s) => s.error && !s.data)?.error,
    retry: () => all.forEach((s) => s.error && s.reload()),
  };
}

export type EstateReference = ReturnType<typeof useEstateReference>;
