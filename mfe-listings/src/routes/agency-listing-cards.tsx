import { usePageNow } from '@portal/shared/api';
import type { PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { ListingCard } from '../features/listings';
import styles from './agency-listing-cards.module.css';

/** The listings feature's cards inside an agency or partner tab (pages compose features). */
export function AgencyListingCards({ items, locale }: { items: readonly PropertyListItem[]; locale: Locale }) {
  const now = usePageNow();
  return (
    <div className={styles.grid}>
      {items.map((item, i) => (
        <ListingCard key={item.propertyID} item={item} locale={locale} eager={i < 2} now={now} />
      ))}
    </div>
  );
}
