import { RemoteComponent, type BookmarkButtonProps } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';

/**
 * An estate's bookmark toggle (spec 4.3, sourceType 'estate'; a visitor's shared limit of 20): the
 * listings remote's own toggle, loaded at run time after hydration (bookmarks are the visitor's
 * own); without that remote the page simply has no toggle.
 */
export function EstateBookmark({ estateId, locale }: { estateId: number; locale: Locale }) {
  return (
    <RemoteComponent<BookmarkButtonProps>
      remote="listings"
      exposed="BookmarkButton"
      props={{ sourceType: 'estate', sourceId: String(estateId), variant: 'button', signInHref: href('signIn', {}, locale) }}
      loading={null}
    />
  );
}
