/**
 * Saved searches (spec 4.8, 5, 9): per type, newest first, at most 10; a search with the same
 * searchConditions text replaces the earlier one; an empty text is not stored.
 */
import { readJson, removeKey, writeJson } from './safe-storage';

export const SAVED_SEARCH_LIMIT = 10;

/** buy, rent, estate, new, serviced ... : any list page kind */
export type SavedSearchType = string;

export interface SavedSearch<F = unknown> {
  /** the readable summary, e.g. "Kowloon · 500-800萬 · 2 rooms" */
  searchConditions: string;
  /** the filter data that restores the search */
  filter: F;
  savedAt: number;
}

export function savedSearchKey(type: SavedSearchType): string {
  return `${type}SearchHistory`;
}

function isSaved(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.searchConditions === 'string' && v.searchConditions.trim() !== '' && typeof v.savedAt === 'number';
}

export function getSavedSearches<F = unknown>(type: SavedSearchType): SavedSearch<F>[] {
  return readJson<unknown[]>(savedSearchKey(type), [], Array.isArray).filter(isSaved) as SavedSearch<F>[];
}

export function addSavedSearch<F>(type: SavedSearchType, searchConditions: string, filter: F, now: number = Date.now()): SavedSearch<F>[] {
  const text = searchConditions.trim();
  const current = getSavedSearches<F>(type);
  if (!text) return current;
  const list = [{ searchConditions: text, filter, savedAt: now }, ...current.filter((s) => s.searchConditions !== text)].slice(0, SAVED_SEARCH_LIMIT);
  writeJson(savedSearchKey(type), list);
  return list;
}

export function removeSavedSearch(type: SavedSearchType, searchConditions: string): SavedSearch[] {
  const list = getSavedSearches(type).filter((s) => s.searchConditions !== searchConditions.trim());
  writeJson(savedSearchKey(type), list);
  return list;
}

export function clearSavedSearches(type: SavedSearchType): void {
  removeKey(savedSearchKey(type));
}
