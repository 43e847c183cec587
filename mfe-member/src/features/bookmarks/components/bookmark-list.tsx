import { readVisitorId } from '@portal/shared/api';
import type { SourceType } from '@portal/shared/contracts';
import { searchCollection, searchVisitorCollection } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useBaseStore } from '@portal/shared/stores';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonText, Tabs, useHydrated } from '@portal/shared/ui';
import { useMemberT } from '../../../i18n/use-member-t';
import { usePrivateApi } from '../../../lib/private-api';
import { bookmarksApi, type BookmarksApi } from '../api/bookmarks-api';
import { BookmarkRow } from './bookmark-row';
import styles from '../../../lib/member-list.module.css';

const PAGE_SIZE = 20;
export const BOOKMARK_TABS = ['all', 'buy', 'rent', 'estate', 'new', 'serviced'] as const satisfies ReadonlyArray<SourceType | 'all'>;

interface Props {
  locale: Locale;
  type: SourceType | 'all';
  page: number;
  /** the address of the list with another type or page */
  hrefFor: (type: SourceType | 'all', page: number) => string;
  onType: (type: SourceType | 'all') => void;
  api?: BookmarksApi;
}

/**
 * The bookmarks of every type, newest first: the member's (SearchCollection, unlimited, with
 * remarks) or, before sign-in, the visitor's own (SearchVisitorCollection, 20 at most).
 */
export function BookmarkList({ locale, type, page, hrefFor, onType, api = bookmarksApi }: Props) {
  const { t } = useMemberT();
  const hydrated = useHydrated();
  const member = useBaseStore((s) => s.userInfo !== null);
  const visitor = hydrated && !member && readVisitorId() !== undefined;
  const body = { pageIndex: page, pageCount: PAGE_SIZE, ...(type === 'all' ? {} : { sourceType: type }) };
  const mine = usePrivateApi(searchCollection, { body, enabled: member }, [member, type, page]);
  const theirs = usePrivateApi(searchVisitorCollection, { body, enabled: visitor }, [visitor, type, page]);
  const state = member ? mine : theirs;
  const tabs = BOOKMARK_TABS.map((value) => ({ value, label: t(`types.${value}`) }));
  let content;
  if (state.error && !state.data) {
    content = <ErrorState title={t('fav.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  } else if (!hydrated || (state.loading && !state.data) || (!state.data && (member || visitor))) {
    content = <SkeletonText lines={6} />;
  } else if (!state.data || state.data.items.length === 0) {
    content = <EmptyState title={t('fav.empty')} />;
  } else {
    content = (
      <>
        <p className={styles.facts}>{t('fav.count', { count: state.data.total })}</p>
        <ul className={styles.list}>
          {state.data.items.map((item) => (
            <BookmarkRow key={item.collectionID} item={item} locale={locale} member={member} api={api} onRemoved={state.reload} />
          ))}
        </ul>
        <Pagination page={page} total={Math.ceil(state.data.total / PAGE_SIZE)} hrefFor={(p) => hrefFor(type, p)} linkComponent={RouterPaginationLink} />
      </>
    );
  }
  return (
    <section className={styles.section} data-testid="bookmark-list">
      <Tabs items={tabs} value={type} onChange={(v) => onType(v as SourceType | 'all')} label={t('fav.types')} />
      {content}
    </section>
  );
}
