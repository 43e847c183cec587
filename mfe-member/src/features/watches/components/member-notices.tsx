import { call } from '@portal/shared/api';
import { readMemberNotice, searchMemberNotice } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { Button, EmptyState, SkeletonText } from '@portal/shared/ui';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';

/** The notices of watched estates and blocks, newest first, with the unread ones marked and a "mark all read". */
export function MemberNotices({ locale }: { locale: Locale }) {
  const { t } = useMemberT();
  const state = usePrivateApi(searchMemberNotice, { body: { pageIndex: 1, pageCount: 20, unreadOnly: false } });
  if (!state.data) return <SkeletonText lines={3} />;
  const { items, unread } = state.data;
  if (items.length === 0) return <EmptyState title={t('watch.noNotices')} />;
  return (
    <section className={styles.section} data-testid="member-notices">
      <div className={styles.head}>
        <p>{t('watch.unread', { count: unread })}</p>
        {unread > 0 && (
          <Button type="button" size="sm" variant="secondary" onClick={() => void call(readMemberNotice, { body: {} }).then(state.reload, () => undefined)}>
            {t('watch.readAll')}
          </Button>
        )}
      </div>
      <ul className={styles.list}>
        {items.map((n) => (
          <li key={n.noticeId} className={styles.row} data-read={n.read}>
            <span>{n.read ? n.text : <strong>{n.text}</strong>}</span>
            <span className={styles.facts}>{formatDate(n.createdAt, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
