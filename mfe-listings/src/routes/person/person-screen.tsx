import { isApiFailure, useApi, usePageNow } from '@portal/shared/api';
import { getPropertyUserInfoById } from '@portal/shared/endpoints';
import type { PropertyDetail } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonCard, SkeletonText } from '@portal/shared/ui';
import { ListingNotFound, useProperty } from '../../features/listing-detail';
import { ListingCard, kindOfRentalType } from '../../features/listings';
import { useListingsT } from '../../i18n/use-listings-t';
import { StatusBanner } from '../detail/status-banner';
import { AgentListings } from './agent-listings';
import { PersonCard } from './person-card';
import styles from './person-screen.module.css';

function ContactHidden() {
  const { t } = useListingsT();
  return <p className={styles.notice} data-testid="person-contact-hidden">{t('detail.contactHidden')}</p>;
}

/**
 * A loaded listing: the person (GetPropertyUserInfoById, not asked for when the listing hides its
 * contact details) beside the listing's card, and below them an agent's other listings.
 */
function PersonBody({ property, locale }: { property: PropertyDetail; locale: Locale }) {
  const { t } = useListingsT();
  const hidden = property.contactHidden || property.showRecommendations;
  const info = useApi(getPropertyUserInfoById, { query: { propertyId: property.propertyID }, language: locale, enabled: !hidden });
  const now = usePageNow();
  const person = hidden ? undefined : info.data;
  let card;
  if (hidden || person?.contactHidden) card = <ContactHidden />;
  else if (info.error && !person) card = <ErrorState title={t('person.errorTitle')} message={info.error.message} onRetry={info.reload} />;
  else if (!person) card = <SkeletonCard horizontal />;
  else card = <PersonCard person={person} listingId={property.propertyID} locale={locale} />;
  const agent = person && !person.contactHidden && !person.isOwner ? person.agentID : null;
  return (
    <>
      <div className={styles.columns}>
        <div className={styles.person} aria-busy={!hidden && !person && !info.error}>{card}</div>
        <section className={styles.listing} aria-labelledby="person-listing-title" data-testid="person-listing">
          <h2 id="person-listing-title">{t('person.aboutListing')}</h2>
          <ListingCard item={property} locale={locale} now={now} eager />
        </section>
      </div>
      {person && agent !== null ? (
        <AgentListings agentId={agent} name={person.nameWithCulture} kind={kindOfRentalType(property.rentalType)} exclude={property.propertyID} locale={locale} />
      ) : null}
    </>
  );
}

/**
 * Person data for a property (spec 2.2): who to contact about a listing, with the detail page's
 * contact buttons, the listing itself as a card back to its page, and the agent's other listings.
 * A listing whose state hides contact details (expired, hidden, removed: spec 4.1) shows its
 * banner and no person; an unknown listing shows the not-found state.
 */
export function PersonScreen({ propertyId, locale }: { propertyId: string; locale: Locale }) {
  const { t } = useListingsT();
  const state = useProperty(propertyId, locale);
  const property = state.data;
  if (state.error && !property) {
    if (isApiFailure(state.error) && state.error.status === 404) return <ListingNotFound kind="buy" locale={locale} />;
    return <ErrorState title={t('detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  if (!property) {
    return (
      <div aria-busy="true" data-testid="person-page-skeleton">
        <SkeletonText lines={1} />
        <SkeletonCard horizontal />
      </div>
    );
  }
  return (
    <div className={styles.screen} data-testid="person-page">
      <h1 className={styles.title}>{t('person.title')}</h1>
      <StatusBanner property={property} />
      <PersonBody property={property} locale={locale} />
    </div>
  );
}
