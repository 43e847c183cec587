import { usePageNow } from '@portal/shared/api';
import type { PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { SkeletonCard, useIsMobile } from '@portal/shared/ui';
import { memo, type ReactNode } from 'react';
import { ListingCard } from './listing-card';
import styles from './listing-grid.module.css';

/**
 * A page of cards. Memoized: a parent's state that does not change the items (bookmark statuses,
 * a head written after hydration) does not re-render twenty cards. Pass a stable `actionFor`.
 */
export const ListingGrid = memo(function ListingGrid({ items, locale, actionFor }: { items: readonly PropertyListItem[]; locale: Locale; actionFor?: (item: PropertyListItem) => ReactNode }) {
  const now = usePageNow();
  return (
    <div className={styles.grid}>
      {items.map((item, i) => (
        <ListingCard key={item.propertyID} item={item} locale={locale} eager={i < 2} now={now} action={actionFor?.(item)} />
      ))}
    </div>
  );
});

/** as tall as the cards it stands for: rows below 992 px, cards above */
export function ListingGridSkeleton({ count }: { count: number }) {
  const mobile = useIsMobile();
  return (
    <div className={styles.grid} aria-busy="true" data-testid="listing-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} horizontal={mobile} />
      ))}
    </div>
  );
}
