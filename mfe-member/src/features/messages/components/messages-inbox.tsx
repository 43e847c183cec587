import { searchOwnListing } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText, Tabs } from '@portal/shared/ui';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ListingMessages } from './listing-messages';
import { MyMessages } from './my-messages';

export const MESSAGE_TABS = ['mine', 'elsewhere'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The messages on the member's listings, listing by listing (spec 6: the owner replies and deletes). */
function OnMyListings({ locale }: { locale: Locale }) {
  const { t } = useMemberT();
  const listings = usePrivateApi(searchOwnListing, { body: { pageIndex: 1, pageCount: 50 } });
  if (listings.error && !listings.data) return <ErrorState title={t('messages.errorTitle')} message={listings.error.message} onRetry={listings.reload} headingLevel={2} />;
  if (!listings.data) return <SkeletonText lines={4} />;
  const mine = listings.data.items.filter((l) => l.listingId);
  if (mine.length === 0) return <EmptyState title={t('messages.noListings')} />;
  return (
    <div className={styles.section}>
      {mine.map((l) => (
        <section key={l.listingId} aria-label={l.titleWithCulture} className={styles.section}>
          <h2>{l.titleWithCulture}</h2>
          <ListingMessages listingId={l.listingId as string} locale={locale} />
        </section>
      ))}
    </div>
  );
}

interface Props {
  locale: Locale;
  tab: MessageTab;
  page: number;
  /** the address of the inbox on another tab or page */
  hrefFor: (tab: MessageTab, page: number) => string;
  onTab: (tab: MessageTab) => void;
}

/**
 * The member's messages in two tabs: those on their own listings (reply, delete, owner-only ones
 * included) and those they left on other people's listings, with the owners' replies.
 */
export function MessagesInbox({ locale, tab, page, hrefFor, onTab }: Props) {
  const { t } = useMemberT();
  const tabs = [
    { value: 'mine', label: t('messages.tabMine') },
    { value: 'elsewhere', label: t('messages.tabElsewhere') },
  ];
  return (
    <section className={styles.section}>
      <Tabs items={tabs} value={tab} onChange={(v) => onTab(v as MessageTab)} label={t('messages.tabs')} />
      <p className={styles.facts}>{t(tab === 'mine' ? 'messages.mineIntro' : 'messages.elsewhereIntro')}</p>
      {tab === 'mine' ? <OnMyListings locale={locale} /> : <MyMessages locale={locale} page={page} hrefFor={(p) => hrefFor('elsewhere', p)} />}
    </section>
  );
}
