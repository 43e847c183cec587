import { call } from '@portal/shared/api';
import { searchSuggester } from '@portal/shared/endpoints';
import type { z } from 'zod';
import type { suggestionSchema } from '@portal/shared/contracts';

export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestFn = (keyword: string, signal: AbortSignal) => Promise<Suggestion[]>;

export const SUGGESTION_COUNT = 8;

/** SearchSuggester (spec 7.8): estates, new estates, districts and areas matching the keyword. */
export const suggest: SuggestFn = (keyword, signal) =>
  call(searchSuggester, { query: { keyword, count: SUGGESTION_COUNT }, signal, loadingBar: false });
