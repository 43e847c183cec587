import { useApi } from '@portal/shared/api';
import { getGscope } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { DISTRICT_CODES } from '@portal/shared/url';

/** The 18 districts as select options: value the list URL's id (01..18), label region · district. */
export function useDistrictOptions(locale: Locale): Array<{ value: string; label: string }> {
  const state = useApi(getGscope, { language: locale });
  return (state.data ?? []).flatMap((region) =>
    region.children.flatMap((d) => {
      const i = (DISTRICT_CODES as readonly string[]).indexOf(d.gscopeCode);
      return i < 0 ? [] : [{ value: String(i + 1).padStart(2, '0'), label: `${region.gscopeNameWithCulture} · ${d.gscopeNameWithCulture}` }];
    }),
  );
}
