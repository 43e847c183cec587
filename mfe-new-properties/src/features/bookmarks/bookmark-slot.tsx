import { RemoteComponent, type BookmarkButtonProps } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';

/**
 * A new development's bookmark toggle (spec 4.3, sourceType 'new'): the listings remote's own
 * toggle, loaded at run time after hydration (bookmarks are the visitor's own); without that
 * remote the page simply has no toggle.
 */
export function NewEstateBookmark({ estateId, locale }: { estateId: number; locale: Locale }) {
  return (
    <RemoteComponent<BookmarkButtonProps>
      remote="listings"
      exposed="BookmarkButton"
      props={{ sourceType: 'new', sourceId: String(estateId), variant: 'button', signInHref: href('signIn', {}, locale) }}
      loading={null}
    />
  );
}
