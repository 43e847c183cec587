import { usePageNow } from '@portal/shared/api';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, SkeletonText, useNear } from '@portal/shared/ui';
import { messagesApi, type MessagesApi } from '../api/messages-api';
import type { RenderCaptcha } from '@portal/shared/captcha';
import { useMessages } from '../use-messages';
import { MessageItem } from './message-item';
import styles from './message-board.module.css';

// the form (react-hook-form, zod and the form rules) loads when someone opens it, not with the page
const MessageForm = lazy(() => import('./message-form').then((m) => ({ default: m.MessageForm })));

export interface MessageBoardProps {
  listingId: string;
  renderCaptcha: RenderCaptcha;
  termsHref: string;
  api?: MessagesApi;
  /** success texts ('Message left', 'Message deleted'): pass toast.success */
  onNotice?: (message: string) => void;
}

/**
 * The detail page's message board: the messages the caller may see, and the form to leave one.
 * The messages depend on who reads them, so the browser asks for them, once the board comes near
 * the viewport (useNear): a visit that does not scroll down to it makes no call and changes no
 * part of the page after it has loaded.
 */
export function MessageBoard({ listingId, renderCaptcha, termsHref, api = messagesApi, onNotice }: MessageBoardProps) {
  const { t } = useTranslation('listings');
  const titleId = `board-${listingId}`;
  const place = useRef<HTMLElement>(null);
  const state = useMessages(listingId, api, useNear(place, listingId));
  const now = usePageNow();
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState('');
  const announce = (text: string) => {
    setNotice(text);
    onNotice?.(text);
  };

  return (
    <section ref={place} className={styles.board} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('messageBoard.title')} <span className={styles.count}>({state.total})</span>
        </h2>
        <Button variant={writing ? 'ghost' : 'primary'} size="sm" aria-expanded={writing} onClick={() => setWriting((w) => !w)}>
          {t(writing ? 'messageBoard.closeForm' : 'messageBoard.leaveMessage')}
        </Button>
      </div>
      {writing && (
        <div className={styles.formWrap}>
          <Suspense fallback={<SkeletonText lines={5} />}>
            <MessageForm
              listingId={listingId}
              renderCaptcha={renderCaptcha}
              termsHref={termsHref}
              api={api}
              onSent={(text) => {
                announce(text);
                state.reload();
              }}
            />
          </Suspense>
        </div>
      )}
      <p role="status" className={styles.notice}>{notice}</p>
      {state.error && state.items.length === 0 ? (
        <ErrorState message={t('messageBoard.loadError')} onRetry={state.reload} headingLevel={3} />
      ) : state.loading && state.items.length === 0 ? (
        <SkeletonText lines={4} />
      ) : state.items.length === 0 ? (
        <EmptyState title={t('messageBoard.emptyTitle')} text={t('messageBoard.emptyText')} headingLevel={3} />
      ) : (
        <div className={styles.list}>
          {state.items.map((m) => (
            <MessageItem
              key={m.messageId}
              message={m}
              now={now}
              api={api}
              onChanged={state.replace}
              onDeleted={(id) => {
                state.drop(id);
                announce(t('messageBoard.deleted'));
              }}
            />
          ))}
        </div>
      )}
      {state.hasMore && (
        <Button variant="secondary" loading={state.loading} onClick={state.loadMore} className={styles.more}>
          {t('messageBoard.showMore')}
        </Button>
      )}
      {state.error && state.items.length > 0 && <p role="alert" className={styles.error}>{t('messageBoard.loadError')}</p>}
    </section>
  );
}
