import type { BookmarkButtonProps, BookmarkButtonWidget } from '@portal/shared/mf';
import '../i18n';
import { BookmarkButton } from '../features/bookmarks';

/** mfe_listings/BookmarkButton: the bookmark toggle, for another remote's page (a new development's, sourceType 'new') */
function BookmarkButtonView(props: BookmarkButtonProps) {
  return <BookmarkButton {...props} />;
}

export default BookmarkButtonView satisfies BookmarkButtonWidget;
