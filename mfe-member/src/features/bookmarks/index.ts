/**
 * Bookmarks feature (spec 4.3): <BookmarkList locale type page hrefFor onType api? /> lists the
 * member's bookmarks (remarks, removal) or a visitor's own before sign-in.
 */
export { BookmarkList, BOOKMARK_TABS } from './components/bookmark-list';
export { bookmarksApi, type BookmarksApi } from './api/bookmarks-api';
