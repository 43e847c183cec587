import { searchOwnListing } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useMemberT } from '../../../i18n/use-member-t';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { ListingMessages } from './listing-messages';

/** The messages on the member's listings, listing by listing (spec 6: the owner replies and deletes). */
export function MessagesInbox({ locale }: { locale: Locale }) {
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
