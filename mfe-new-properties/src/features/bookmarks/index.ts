/** bookmarks: a new development's bookmark toggle, the listings remote's, embedded at run time. */
export { NewEstateBookmark } from './bookmark-slot';
