import { useTranslation } from 'react-i18next';
import type { SourceType } from '@portal/shared/contracts';
import { bookmarksApi, type BookmarkStatus, type BookmarksApi } from '../api/bookmarks-api';
import { useBookmark } from '../use-bookmark';
import { useIsMember } from '../use-is-member';
import styles from './bookmark-button.module.css';

export interface BookmarkButtonProps {
  sourceType: SourceType;
  sourceId: string;
  /** known state (e.g. from a status call for the whole list); omitted: asked on mount */
  initial?: BookmarkStatus;
  /** the caller is still asking for the state (the list's one call): the button does not ask */
  pending?: boolean;
  /** 'button' with text (detail page) or 'icon' (list cards) */
  variant?: 'button' | 'icon';
  /** the sign-in link shown with the limit message */
  signInHref?: string;
  api?: BookmarksApi;
}

/** Bookmark toggle: visitors up to the limit (spec 4.3), members without limit. */
export function BookmarkButton({ sourceType, sourceId, initial, pending, variant = 'button', signInHref, api = bookmarksApi }: BookmarkButtonProps) {
  const { t } = useTranslation('listings');
  const member = useIsMember();
  // Rendered by the server too, and never disabled: until its state is known it shows "not
  // bookmarked" and a click waits for the state, so the page's DOM does not change when the states
  // come. (Toggling `disabled` on every card's button at hydration cost a long task of style
  // invalidation; a tap before the scripts run does nothing, as on any server-rendered button.)
  const { collected, busy, problem, toggle } = useBookmark(sourceType, sourceId, member, api, initial, pending);
  const label = t(collected ? 'bookmarks.remove' : 'bookmarks.add');

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.button} ${variant === 'icon' ? styles.icon : ''} ${collected ? styles.on : ''}`}
        aria-pressed={collected}
        aria-label={variant === 'icon' ? label : undefined}
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5h2C13.8 6.2 15.3 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
        </svg>
        {variant === 'button' && <span>{t(collected ? 'bookmarks.saved' : 'bookmarks.save')}</span>}
      </button>
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem === 'limit' ? t('bookmarks.limit') : t('bookmarks.failed')}
          {problem === 'limit' && signInHref && (
            <>
              {' '}
              <a href={signInHref}>{t('bookmarks.signIn')}</a>
            </>
          )}
        </span>
      )}
    </span>
  );
}
