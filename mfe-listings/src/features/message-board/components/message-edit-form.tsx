import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '@portal/shared/api';
import { messageContentSchema } from '@portal/shared/forms';
import type { LeaveMessage } from '@portal/shared/contracts';
import { Button, TextField } from '@portal/shared/ui';
import type { MessagesApi } from '../api/messages-api';
import { useFormMessage } from '../../../lib/form-message';
import styles from './message-item.module.css';

interface Props {
  message: LeaveMessage;
  mode: 'edit' | 'reply';
  api: Pick<MessagesApi, 'update' | 'reply'>;
  onDone(updated: LeaveMessage): void;
  onCancel?: () => void;
}

/** The author's edit of their message, or the owner's reply: one text box, checked like the form. */
export function MessageEditForm({ message, mode, api, onDone, onCancel }: Props) {
  const { t } = useTranslation('listings');
  const formMessage = useFormMessage();
  const [text, setText] = useState(mode === 'edit' ? message.content : (message.reply ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const checked = messageContentSchema.safeParse(text);
    if (!checked.success) return setError(formMessage(checked.error.issues[0]?.message));
    setBusy(true);
    setError(undefined);
    try {
      const updated = mode === 'edit' ? await api.update(message.messageId, { content: checked.data }) : await api.reply(message.messageId, checked.data);
      onDone(updated);
    } catch (failure) {
      const key = isApiFailure(failure) ? failure.messageKey : undefined;
      setError(key?.startsWith('errors.') ? formMessage(key) : t(mode === 'edit' ? 'messageBoard.editFailed' : 'messageBoard.replyFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate>
      <TextField
        multiline
        rows={3}
        maxLength={500}
        label={t(mode === 'edit' ? 'messageBoard.editLabel' : 'messageBoard.replyLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy}>
          {t(mode === 'edit' ? 'messageBoard.saveEdit' : 'messageBoard.sendReply')}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('messageBoard.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
