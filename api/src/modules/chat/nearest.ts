/** The nearest filter with listings: the filter itself, or the first of its relaxations that has some. */
import type { Language, PropertyFilter } from './contracts';
import type { Db } from '../../db/index';
import { listingResults, type Results } from './results';
import { relaxations } from './relax';

export interface Nearest { r: Results; filter: PropertyFilter; dropped: string[] }

/** undefined when even the loosest filter has none, or when the signal aborts */
export async function nearestResults(db: Db, language: Language, filter: PropertyFilter, signal?: AbortSignal): Promise<Nearest | undefined> {
  for (const step of relaxations(filter)) {
    if (signal?.aborted) return undefined;
    const r = await listingResults(db, language, step.filter, 'listings');
    if (r.total > 0) return { r, filter: step.filter, dropped: step.dropped };
  }
  return undefined;
}
