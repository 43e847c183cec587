import { useApi } from '@portal/shared/api';
import { getGscope } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { regionsOf, type RegionView } from './regions';

const NONE: readonly RegionView[] = [];

/** Hong Kong's regions and their districts in the page's language (GetGscope); none while loading or on failure. */
export function useRegions(locale: Locale): readonly RegionView[] {
  const state = useApi(getGscope, { language: locale }, [locale]);
  return state.data ? regionsOf(state.data).regions : NONE;
}
