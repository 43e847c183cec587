import { call } from '@portal/shared/api';
import type { LeaveMessage } from '@portal/shared/contracts';
import { deleteLeaveMessage, replyLeaveMessage, searchLeaveMessage } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { Button, SkeletonText, TextField } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ConfirmDelete } from './confirm-delete';
import { useMessageAction } from './message-action';

function MessageRow({ message, locale, onChanged }: { message: LeaveMessage; locale: Locale; onChanged: () => void }) {
  const { t } = useMemberT();
  const [reply, setReply] = useState(message.reply ?? '');
  const run = useMessageAction(onChanged);
  return (
    <li className={styles.row} data-testid="member-message">
      <div className={styles.what}>
        <strong>{message.contactName}{message.contact ? ` · ${message.contact}` : ''}</strong>
        <span>{message.content}</span>
        <span className={styles.facts}>
          {[formatDate(message.createdAt, locale), message.ownerOnly ? t('messages.ownerOnly') : ''].filter(Boolean).join(' · ')}
        </span>
        {message.reply && !message.isOwner && <span>{t('messages.reply', { text: message.reply })}</span>}
      </div>
      {message.isOwner && (
        <form className={styles.rename} onSubmit={(e) => (e.preventDefault(), void run(() => call(replyLeaveMessage, { body: { messageId: message.messageId, reply } }).then(() => ({ message: t('messages.replied') }))))}>
          <TextField label={t('messages.yourReply')} value={reply} maxLength={500} onChange={(e) => setReply(e.target.value)} />
          <Button type="submit" size="sm" disabled={!reply.trim()}>{t('messages.send')}</Button>
        </form>
      )}
      {(message.isOwner || message.isMine) && (
        <ConfirmDelete label={t('messages.delete')} onConfirm={() => run(() => call(deleteLeaveMessage, { query: { messageId: message.messageId } }))} />
      )}
    </li>
  );
}

/** The messages left on one of the member's listings (the owner sees every one, owner-only included, with contacts): reply, delete. */
export function ListingMessages({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useMemberT();
  const state = usePrivateApi(searchLeaveMessage, { body: { listingId, pageIndex: 1, pageCount: 50 } }, [listingId]);
  if (!state.data) return <SkeletonText lines={2} />;
  if (state.data.items.length === 0) return <p className={styles.facts}>{t('messages.none')}</p>;
  return (
    <ul className={styles.list}>
      {state.data.items.map((m) => (
        <MessageRow key={m.messageId} message={m} locale={locale} onChanged={state.reload} />
      ))}
    </ul>
  );
}
