import { useApi } from '@portal/shared/api';
import { getGscope, searchDeveloperResponses, searchDictionaryInfo } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useMemo } from 'react';
import type { FilterReference } from './filter-options';
import { dictionariesOf } from './search-body';

/**
 * The reference lists of the filter (spec 4.7: dictionaries, regions, developers), read with the
 * page on the server; `ready` once the dictionaries are in (bands in the URL need them).
 */
export function useFilterReference(locale: Locale): { reference: FilterReference; ready: boolean } {
  const dictionaries = useApi(searchDictionaryInfo, { query: {}, language: locale });
  const regions = useApi(getGscope, { language: locale });
  const developers = useApi(searchDeveloperResponses, { body: {}, language: locale });
  const reference = useMemo<FilterReference>(
    () => ({
      dictionaries: dictionariesOf(dictionaries.data ?? []),
      regions: regions.data ?? [],
      developers: developers.data ?? [],
    }),
    [dictionaries.data, regions.data, developers.data],
  );
  return { reference, ready: dictionaries.data !== undefined || dictionaries.error !== undefined };
}
