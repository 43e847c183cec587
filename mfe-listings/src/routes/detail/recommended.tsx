import { useApi } from '@portal/shared/api';
import { getRecommendedProperty } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../i18n/use-listings-t';
import { ListingGrid } from '../../features/listings';
import styles from './detail-screen.module.css';

/** the call of a listing's recommendations (the detail screen starts it early on the server) */
export const recommendedCall = (listingId: string, locale: Locale) => [getRecommendedProperty, { query: { propertyId: listingId, count: 6 }, language: locale }] as const;

/** Listings in the same estate or district at a similar price (GetRecommendedProperty). */
export function Recommended({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const state = useApi(...recommendedCall(listingId, locale));
  const items = state.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} data-testid="recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title">{t('detail.recommended')}</h2>
      <ListingGrid items={items} locale={locale} />
    </section>
  );
}
