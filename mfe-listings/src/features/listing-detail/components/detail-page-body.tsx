import { isApiFailure } from '@portal/shared/api';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonCard, SkeletonText } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useProperty } from '../api/use-property';
import { useCountPropertyView } from '../api/count-view';
import { ListingNotFound } from './listing-not-found';
import { recordBrowseHistory } from '../record-history';
import type { PropertyDetail } from '@portal/shared/contracts';
import { DetailView, type DetailExtras } from './detail-view';

/** Loads a listing and shows it (counting the view once it is shown), its loading skeleton, its not-found state or its error. */
export function DetailPageBody({ propertyId, locale, kind, extras }: {
  propertyId: string;
  locale: Locale;
  kind: 'buy' | 'rent';
  /** the page's additions for the loaded listing (see DetailExtras) */
  extras?: (property: PropertyDetail) => DetailExtras;
}) {
  const { t } = useListingsT();
  const state = useProperty(propertyId, locale);
  const property = state.data;
  useEffect(() => {
    if (property) recordBrowseHistory(property);
  }, [property]);
  const countView = useCountPropertyView();
  const shownId = property?.propertyID;
  useEffect(() => {
    if (shownId !== undefined) countView(shownId);
  }, [shownId, countView]);
  if (state.error && !property) {
    if (isApiFailure(state.error) && state.error.status === 404) return <ListingNotFound kind={kind} locale={locale} />;
    return <ErrorState title={t('detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  if (!property) {
    return (
      <div aria-busy="true" data-testid="detail-skeleton">
        <SkeletonText lines={1} />
        <SkeletonCard />
      </div>
    );
  }
  return <DetailView property={property} locale={locale} extras={extras?.(property)} />;
}
