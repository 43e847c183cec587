import { useApi } from '@portal/shared/api';
import { getLatestProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { ErrorState } from '@portal/shared/ui';
import { useListingsT } from '../../../i18n/use-listings-t';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

/** The home page widget: the newest listings of one kind (spec 9: 9 of them). */
export function LatestListings({ locale, rentalType }: { locale: Locale; rentalType: 1 | 2 }) {
  const { t } = useListingsT();
  const state = useApi(getLatestProperty, { query: { rentalType, length: 9 }, language: locale });
  if (state.error && !state.data) return <ErrorState message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  if (!state.data) return <ListingGridSkeleton count={9} />;
  if (state.data.length === 0) return <p>{t('latest.empty')}</p>;
  return (
    <div data-testid={`latest-${rentalType === 1 ? 'sale' : 'rent'}-widget`}>
      <ListingGrid items={state.data} locale={locale} />
    </div>
  );
}
