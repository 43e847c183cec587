/**
 * bookmarks: the bookmark toggle of spec 4.3.
 *
 * <BookmarkButton sourceType sourceId initial? variant? signInHref? api? />
 *   sourceType  'buy' | 'rent' | 'estate' | 'new' | 'serviced'
 *   sourceId    the listing's propertyID (or estate / new estate id)
 *   initial     { collected, collectionId } when the page already knows it (a list can ask
 *               GetCollectionsStatus / GetVisitorCollectionsStatus for all its cards at once);
 *               omitted: the button asks for its own status on mount.
 *               For a list: const { statuses, ready } = useBookmarkStatuses('buy', ids) (one call
 *               for all cards) and render the buttons with initial={statuses.get(id)} once ready.
 *   variant     'button' (icon + text, detail page) | 'icon' (list cards)
 *   signInHref  the sign-in link shown with 'bookmark limit reached'
 *   api         BookmarksApi; default `bookmarksApi` (AddCollection / DeleteCollection for members,
 *               Add/CancelVisitorCollection for visitors). Tests pass fakes.
 *
 * A member is a signed-in user (useBaseStore().userInfo) or a `token` cookie: unlimited. A visitor
 * gets a visitor id once from GetVisitorId, kept in localStorage and a cookie named `visitorId`
 * (readVisitorId()); at VISITOR_BOOKMARK_LIMIT (20, from the store's collectionCount or the
 * server's 409 bookmarkLimit) the button shows 'Bookmark limit reached' (role=alert).
 * Each toggle changes useBaseStore().collectionCount at once (+1 / -1) so the header updates,
 * and puts it back if the server refuses.
 * NOTE for the shell: configureApi({ getVisitorId: () => <the visitorId cookie> }) so visitor calls
 * carry the header.
 */
export { BookmarkButton, type BookmarkButtonProps } from './components/bookmark-button';
export { useBookmark, type BookmarkProblem } from './use-bookmark';
export { useBookmarkStatuses } from './use-bookmark-statuses';
export { bookmarksApi, type BookmarksApi, type BookmarkStatus } from './api/bookmarks-api';
export { ensureVisitorId, readVisitorId, VISITOR_ID_KEY } from '@portal/shared/api';
