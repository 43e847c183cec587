import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveMessage } from '@portal/shared/contracts';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { messagesApi, type MessagesApi } from '../api/messages-api';
import type { RenderCaptcha } from '@portal/shared/captcha';
import { useMessage } from '../use-message';
import { MessageEditForm } from './message-edit-form';
import { MessageForm } from './message-form';
import styles from './message-pages.module.css';

function PageFrame({ title, backHref, children }: { title: string; backHref?: string; children: ReactNode }) {
  const { t } = useTranslation('listings');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.card}>{children}</div>
      {backHref && <a className={styles.back} href={backHref}>{t('messageBoard.backToListing')}</a>}
    </section>
  );
}

export interface MessageAddPageProps {
  /** the listing id from the query */
  listingId: string;
  renderCaptcha: RenderCaptcha;
  termsHref: string;
  /** the listing's detail link */
  backHref?: string;
  api?: MessagesApi;
}

/** /message/add: leave a message on the listing named in the query. */
export function MessageAddPageBody({ listingId, renderCaptcha, termsHref, backHref, api = messagesApi }: MessageAddPageProps) {
  const { t } = useTranslation('listings');
  return (
    <PageFrame title={t('messageBoard.addPageTitle')} backHref={backHref}>
      {listingId ? (
        <MessageForm listingId={listingId} renderCaptcha={renderCaptcha} termsHref={termsHref} api={api} />
      ) : (
        <p role="alert">{t('messageBoard.missingListing')}</p>
      )}
    </PageFrame>
  );
}

export interface MessageEditPageProps {
  /** the message id from the query (messageId) */
  messageId: number;
  backHref?: string;
  api?: MessagesApi;
}

function MessageByIdPage({ messageId, backHref, api = messagesApi, mode }: MessageEditPageProps & { mode: 'edit' | 'reply' }) {
  const { t } = useTranslation('listings');
  const { message, loading, error, retry } = useMessage(messageId, api);
  const [saved, setSaved] = useState<LeaveMessage | null>(null);
  const title = t(mode === 'edit' ? 'messageBoard.changePageTitle' : 'messageBoard.replyPageTitle');
  if (loading) return <PageFrame title={title}><SkeletonText lines={3} /></PageFrame>;
  if (error || !message) {
    return (
      <PageFrame title={title} backHref={backHref}>
        <ErrorState message={t('messageBoard.notFound')} onRetry={retry} headingLevel={2} />
      </PageFrame>
    );
  }
  const allowed = mode === 'edit' ? message.isMine : message.isOwner;
  return (
    <PageFrame title={title} backHref={backHref}>
      <blockquote className={styles.quote}>
        <p className={styles.author}>{message.contactName}</p>
        <p>{(saved ?? message).content}</p>
      </blockquote>
      {!allowed ? (
        <p role="alert">{t(mode === 'edit' ? 'messageBoard.notYours' : 'messageBoard.notOwner')}</p>
      ) : saved ? (
        <p role="status" className={styles.ok}>{t(mode === 'edit' ? 'messageBoard.edited' : 'messageBoard.replied')}</p>
      ) : (
        <MessageEditForm message={message} mode={mode} api={api} onDone={setSaved} />
      )}
    </PageFrame>
  );
}

/** /message/change: the author edits their message. */
export function MessageChangePageBody(props: MessageEditPageProps) {
  return <MessageByIdPage {...props} mode="edit" />;
}

/** /message/reply: the listing owner replies to a message. */
export function MessageReplyPageBody(props: MessageEditPageProps) {
  return <MessageByIdPage {...props} mode="reply" />;
}
