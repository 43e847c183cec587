import type { OwnListing } from '@portal/shared/contracts';
import { searchOwnListing } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { Button, EmptyState, ErrorState, SkeletonText, toast } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import { usePrivateApi } from '../../../lib/private-api';
import { ownListingsApi, type ListingAction, type OwnListingsApi } from '../api/own-listings-api';
import { ListingCard } from './listing-card';
import styles from './own-listings.module.css';
import { PhotoUpload } from './photo-upload';

interface Props {
  locale: Locale;
  onEdit: (listing: OwnListing) => void;
  /** changes when a listing was saved, to list it */
  version: number;
  api?: OwnListingsApi;
}

/** The member's listings with their state (spec 4.1), the refusal's reason, and what the state allows. */
export function OwnListingList({ locale, onEdit, version, api = ownListingsApi }: Props) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const state = usePrivateApi(searchOwnListing, { body: { pageIndex: 1, pageCount: 50 } }, [version]);
  if (state.error && !state.data) return <ErrorState title={t('listing.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={5} />;
  if (state.data.items.length === 0) return <EmptyState title={t('listing.empty')} />;
  const act = async (listing: OwnListing, action: ListingAction) => {
    try {
      await api.act(listing.listingId ?? '', action);
      toast.success(t(`listing.done.${action}`));
      state.reload();
    } catch (error) {
      toast.error(failureText(error));
    }
  };
  return (
    <ul className={styles.list}>
      {state.data.items.map((listing) => (
        <li key={listing.listingId}>
          <ListingCard listing={listing}>
            <p className={styles.state} data-testid="listing-state" data-state={listing.state ?? ''}>
              {listing.stateText}
              {listing.expiresAt && listing.state === 'effective' ? ` · ${t('listing.until', { date: listing.expiresAt.slice(0, 10) })}` : ''}
            </p>
            {listing.refusal && <p role="note">{t(`listing.refusal.${listing.refusal.reason}`)} {listing.refusal.note}</p>}
            {listing.listingId && listing.actions.includes('edit') && <PhotoUpload listingId={listing.listingId} api={api} onUploaded={state.reload} />}
            <div className={styles.actions}>
              {listing.actions.map((action) =>
                action === 'edit' ? (
                  <Button key={action} type="button" size="sm" variant="secondary" onClick={() => onEdit(listing)}>
                    {t('listing.action.edit')}
                  </Button>
                ) : (
                  <Button key={action} type="button" size="sm" variant={action === 'delete' ? 'danger' : 'secondary'} onClick={() => void act(listing, action)}>
                    {t(`listing.action.${action}`)}
                  </Button>
                ),
              )}
              {listing.listingId && (listing.state === 'awaitingPayment' || listing.state === 'effective') && (
                <Link to={href('myOrders', {}, locale, { listingId: listing.listingId })}>{t('listing.buyPlan')}</Link>
              )}
            </div>
          </ListingCard>
        </li>
      ))}
    </ul>
  );
}
