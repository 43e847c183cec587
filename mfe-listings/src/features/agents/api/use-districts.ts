import { useApi } from '@portal/shared/api';
import { getGscope } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { DISTRICT_CODES } from '@portal/shared/url';

export interface DistrictOption { id: string; name: string; region: string }

/** The 18 districts (ids 01..18 of the list URL) with their names in the page language, by region. */
export function useDistricts(locale: Locale): { options: DistrictOption[]; failed: boolean } {
  const state = useApi(getGscope, { language: locale });
  const options: DistrictOption[] = [];
  for (const region of state.data ?? []) {
    for (const d of region.children) {
      const i = (DISTRICT_CODES as readonly string[]).indexOf(d.gscopeCode);
      if (i >= 0) options.push({ id: String(i + 1).padStart(2, '0'), name: d.gscopeNameWithCulture, region: region.gscopeNameWithCulture });
    }
  }
  return { options, failed: Boolean(state.error) };
}
