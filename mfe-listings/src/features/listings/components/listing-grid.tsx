import type { PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { SkeletonCard } from '@portal/shared/ui';
import { useState } from 'react';
import { ListingCard } from './listing-card';
import styles from './listing-grid.module.css';

export function ListingGrid({ items, locale }: { items: readonly PropertyListItem[]; locale: Locale }) {
  const [now] = useState(() => Date.now());
  return (
    <div className={styles.grid}>
      {items.map((item, i) => (
        <ListingCard key={item.propertyID} item={item} locale={locale} eager={i < 2} now={now} />
      ))}
    </div>
  );
}

export function ListingGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true" data-testid="listing-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}
