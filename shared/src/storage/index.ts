export { readJson, readRaw, writeJson, removeKey, subscribeStorage, type StorageArea } from './safe-storage';
export {
  HISTORY_TYPES,
  HISTORY_LIST_KEYS,
  HISTORY_ID_KEYS,
  HISTORY_CAPS,
  getHistory,
  getHistoryIds,
  addHistory,
  removeHistory,
  clearHistory,
  getHistoryLists,
  type HistoryType,
  type HistoryEntry,
  type HistoryListName,
} from './browse-history';
export { DELETE_COUNTER_KEY, getDeleteCounters, syncDeleteCounters, type DeleteCounter } from './delete-counters';
export {
  SAVED_SEARCH_LIMIT,
  savedSearchKey,
  getSavedSearches,
  addSavedSearch,
  removeSavedSearch,
  clearSavedSearches,
  type SavedSearch,
  type SavedSearchType,
} from './saved-searches';
export { FEATURE_FLAG_TTL_MS, featureFlagKey, getCachedFlag, setCachedFlag } from './feature-flags';
export { useBrowseHistory, useSavedSearches } from './use-stored-lists';
