import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@portal/shared/endpoints';
import type { LeaveMessage } from '@portal/shared/contracts';
import { relativeTime } from '@portal/shared/format';
import { Button, SkeletonText } from '@portal/shared/ui';
import type { MessagesApi } from '../api/messages-api';
import styles from './message-item.module.css';

// editing and replying load their form (and zod) on demand
const MessageEditForm = lazy(() => import('./message-edit-form').then((m) => ({ default: m.MessageEditForm })));

export interface MessageItemProps {
  message: LeaveMessage;
  /** the time "now" for relative dates (fixed by the list) */
  now: number;
  api: Pick<MessagesApi, 'update' | 'reply' | 'remove'>;
  onChanged(updated: LeaveMessage): void;
  onDeleted(messageId: number): void;
}

type Mode = 'view' | 'edit' | 'reply' | 'confirmDelete';

/** One message: author, time, text, owner-only badge, the owner's reply and the allowed actions. */
export function MessageItem({ message, now, api, onChanged, onDeleted }: MessageItemProps) {
  const { t, i18n } = useTranslation('listings');
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'zh-hk';
  const [mode, setMode] = useState<Mode>('view');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.remove(message.messageId);
      onDeleted(message.messageId);
    } catch {
      setError(t('messageBoard.deleteFailed'));
      setBusy(false);
    }
  }

  const done = (updated: LeaveMessage) => {
    setMode('view');
    onChanged(updated);
  };

  return (
    <article className={styles.item} aria-labelledby={`msg-${message.messageId}`}>
      <header className={styles.head}>
        <h3 id={`msg-${message.messageId}`} className={styles.author}>{message.contactName}</h3>
        {message.ownerOnly && <span className={styles.badge}>{t('messageBoard.ownerOnlyBadge')}</span>}
        {message.isMine && <span className={styles.mine}>{t('messageBoard.mine')}</span>}
        <time className={styles.time} dateTime={message.createdAt}>{relativeTime(message.createdAt, now, language)}</time>
      </header>
      {mode === 'edit' ? (
        <Suspense fallback={<SkeletonText lines={3} />}>
          <MessageEditForm message={message} mode="edit" api={api} onDone={done} onCancel={() => setMode('view')} />
        </Suspense>
      ) : (
        <p className={styles.content}>{message.content}</p>
      )}
      {message.contact && <p className={styles.contact}>{t('messageBoard.contactShown', { contact: message.contact })}</p>}
      {message.reply && mode !== 'reply' && (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>{t('messageBoard.ownerReply')}</p>
          <p className={styles.content}>{message.reply}</p>
        </div>
      )}
      {mode === 'reply' && (
        <Suspense fallback={<SkeletonText lines={3} />}>
          <MessageEditForm message={message} mode="reply" api={api} onDone={done} onCancel={() => setMode('view')} />
        </Suspense>
      )}
      {mode === 'confirmDelete' && (
        <div className={styles.confirm} role="group" aria-label={t('messageBoard.confirmDelete')}>
          <span>{t('messageBoard.confirmDelete')}</span>
          <Button size="sm" variant="danger" loading={busy} onClick={remove}>{t('messageBoard.delete')}</Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>{t('messageBoard.cancel')}</Button>
        </div>
      )}
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {mode === 'view' && (message.isMine || message.isOwner) && (
        <div className={styles.actions}>
          {message.isMine && <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>{t('messageBoard.edit')}</Button>}
          {message.isOwner && <Button size="sm" variant="ghost" onClick={() => setMode('reply')}>{t(message.reply ? 'messageBoard.editReply' : 'messageBoard.reply')}</Button>}
          <Button size="sm" variant="ghost" onClick={() => setMode('confirmDelete')}>{t('messageBoard.delete')}</Button>
        </div>
      )}
    </article>
  );
}
