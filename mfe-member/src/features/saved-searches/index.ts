/** Saved searches feature (spec 4.8): <SavedSearchList locale kind onKind /> open, rename and delete the searches saved per list kind. */
export { SavedSearchList, SAVED_SEARCH_TABS } from './components/saved-search-list';
export { renameSavedSearch, savedSearchHref } from './components/saved-search-store';
