/** React views of the stored lists: re-render on writes in this window and in other tabs. */
import { useCallback, useSyncExternalStore } from 'react';
import { getHistory, HISTORY_LIST_KEYS, type HistoryEntry, type HistoryType } from './browse-history';
import { readRaw, subscribeStorage } from './safe-storage';
import { getSavedSearches, savedSearchKey, type SavedSearch, type SavedSearchType } from './saved-searches';

const snapshots = new Map<string, { raw: string | null; value: unknown[] }>();
const none: unknown[] = [];

function useStoredList<T>(key: string, read: () => T[]): T[] {
  const subscribe = useCallback((onChange: () => void) => subscribeStorage((k) => (k === null || k === key) && onChange()), [key]);
  const getSnapshot = useCallback(() => {
    const raw = readRaw(key);
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.value as T[];
    const value = read();
    snapshots.set(key, { raw, value });
    return value;
  }, [key, read]);
  return useSyncExternalStore(subscribe, getSnapshot, () => none as T[]);
}

export function useBrowseHistory<T = unknown>(type: HistoryType): HistoryEntry<T>[] {
  const read = useCallback(() => getHistory<T>(type), [type]);
  return useStoredList(HISTORY_LIST_KEYS[type], read);
}

export function useSavedSearches<F = unknown>(type: SavedSearchType): SavedSearch<F>[] {
  const read = useCallback(() => getSavedSearches<F>(type), [type]);
  return useStoredList(savedSearchKey(type), read);
}
