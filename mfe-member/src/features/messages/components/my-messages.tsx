import { call } from '@portal/shared/api';
import type { MyLeaveMessage } from '@portal/shared/contracts';
import { deleteLeaveMessage, searchMyLeaveMessage } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import list from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ConfirmDelete } from './confirm-delete';
import { useMessageAction } from './message-action';
import styles from './messages.module.css';

export const MY_MESSAGES_PAGE_SIZE = 20;

/** One of the member's messages on someone else's listing: the listing, the message, the owner's reply, delete. */
function MyMessage({ message, locale, onDeleted }: { message: MyLeaveMessage; locale: Locale; onDeleted: () => void }) {
  const { t } = useMemberT();
  const run = useMessageAction(onDeleted);
  const { listing } = message;
  const remove = () => run(() => call(deleteLeaveMessage, { query: { messageId: message.messageId } }));
  return (
    <li className={list.row} data-testid="my-message">
      <div className={styles.thread}>
        <div className={list.head}>
          <div className={styles.listing}>
            {listing.path ? <Link to={listing.path}>{listing.titleWithCulture}</Link> : <strong>{listing.titleWithCulture}</strong>}
            <span className={styles.muted}>{[listing.estateNameWithCulture, listing.path ? '' : t('messages.listingGone')].filter(Boolean).join(' · ')}</span>
          </div>
          <ConfirmDelete label={t('messages.deleteNamed', { title: listing.titleWithCulture })} onConfirm={remove} />
        </div>
        <span className={styles.muted}>
          {[t('messages.yourMessage', { date: formatDate(message.createdAt, locale) }), message.ownerOnly ? t('messages.ownerOnlyMine') : ''].filter(Boolean).join(' · ')}
        </span>
        <p className={styles.said}>{message.content}</p>
        {message.reply ? (
          <blockquote className={styles.reply}>
            <span className={styles.muted}>{t('messages.ownerReply', { date: message.repliedAt ? formatDate(message.repliedAt, locale) : '' })}</span>
            <span className={styles.said}>{message.reply}</span>
          </blockquote>
        ) : (
          <span className={styles.muted}>{t('messages.noReply')}</span>
        )}
      </div>
    </li>
  );
}

interface Props {
  locale: Locale;
  page: number;
  /** the address of another page of this list */
  hrefFor: (page: number) => string;
}

/** "My messages elsewhere" (SearchMyLeaveMessage): the member's messages on other people's listings, newest first, paged. */
export function MyMessages({ locale, page, hrefFor }: Props) {
  const { t } = useMemberT();
  const state = usePrivateApi(searchMyLeaveMessage, { body: { pageIndex: page, pageCount: MY_MESSAGES_PAGE_SIZE } }, [page]);
  if (state.error && !state.data) return <ErrorState title={t('messages.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={4} />;
  const { items, total } = state.data;
  if (total === 0) return <EmptyState title={t('messages.elsewhereEmpty')} />;
  return (
    <div className={list.section}>
      <p className={list.facts}>{t('messages.elsewhereCount', { count: total })}</p>
      <ul className={list.list}>
        {items.map((m) => (
          <MyMessage key={m.messageId} message={m} locale={locale} onDeleted={state.reload} />
        ))}
      </ul>
      <Pagination page={page} total={Math.ceil(total / MY_MESSAGES_PAGE_SIZE)} hrefFor={hrefFor} linkComponent={RouterPaginationLink} />
    </div>
  );
}
