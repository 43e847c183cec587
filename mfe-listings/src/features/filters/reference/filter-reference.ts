/**
 * The reference lists the filters need (spec 4.7): dictionaries, regions (gscope), school nets and
 * MTR lines. Loaded once per language and cached; a failed load rejects with the named error of
 * spec 8 ('dictionary error', 'gscopeCodeList error', 'schoolNetGscope error', 'mtrGscope error').
 */
import { call } from '@portal/shared/api';
import { getAllSubwayline, getGscope, getSchoolNetGscope, searchDictionaryInfo } from '@portal/shared/endpoints';
import type { DictionaryEntry, Gscope, Language } from '@portal/shared/contracts';
import type { z } from 'zod';
import type { schoolNetSchema, subwayLineSchema } from '@portal/shared/contracts';

export type SchoolNet = z.infer<typeof schoolNetSchema>;
export type SubwayLine = z.infer<typeof subwayLineSchema>;

export interface FilterReference {
  dictionaries: DictionaryEntry[];
  gscope: Gscope[];
  schoolNets: SchoolNet[];
  subwayLines: SubwayLine[];
}

export class ReferenceLoadError extends Error {
  override readonly name = 'ReferenceLoadError';
}

function named<T>(promise: Promise<T>, message: string): Promise<T> {
  return promise.catch((cause: unknown) => {
    throw new ReferenceLoadError(message, { cause });
  });
}

async function load(language: Language): Promise<FilterReference> {
  const opts = { language, loadingBar: false } as const;
  const [dictionaries, gscope, nets, subwayLines] = await Promise.all([
    named(call(searchDictionaryInfo, { ...opts, query: {} }), 'dictionary error'),
    named(call(getGscope, opts), 'gscopeCodeList error'),
    named(call(getSchoolNetGscope, { ...opts, query: { PageIndex: 1, PageCount: 100 } }), 'schoolNetGscope error'),
    named(call(getAllSubwayline, opts), 'mtrGscope error'),
  ]);
  return { dictionaries, gscope, schoolNets: nets.items, subwayLines };
}

const cache = new Map<Language, Promise<FilterReference>>();

/** The reference lists in a language: one request set per language; a failure is not cached. */
export function loadFilterReference(language: Language): Promise<FilterReference> {
  let entry = cache.get(language);
  if (!entry) {
    entry = load(language);
    cache.set(language, entry);
    entry.catch(() => cache.delete(language));
  }
  return entry;
}

/** Test hook: forget the cached lists. */
export function clearFilterReferenceCache(): void {
  cache.clear();
}
