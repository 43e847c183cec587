import type { PropertyListItem } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Skeleton } from '@portal/shared/ui';
import { Suspense, createContext, lazy, use, useCallback, useMemo, useState } from 'react';
import { useListingsT } from '../../i18n/use-listings-t';
import { BookmarkButton, useBookmarkStatuses } from '../../features/bookmarks';
import { ListingGrid, placePromoted, type ListingKind } from '../../features/listings';
import styles from './list-screen.module.css';

const ListMap = lazy(() => import('./list-map'));

export type ResultsView = 'list' | 'map';

const BookmarkStatuses = createContext<ReturnType<typeof useBookmarkStatuses> | null>(null);

/**
 * A card's bookmark button. The page's statuses come from context (one call for the page), so
 * their arrival re-renders the buttons only, not the cards around them; until then each button
 * shows "not bookmarked" and waits for them.
 */
function CardBookmark({ kind, id, signInHref }: { kind: ListingKind; id: string; signInHref: string }) {
  const bookmarks = use(BookmarkStatuses);
  return (
    <BookmarkButton sourceType={kind} sourceId={id} initial={bookmarks?.statuses.get(id)} pending={!bookmarks?.ready} variant="icon" signInHref={signInHref} />
  );
}

/** One page of results: promoted items at their places (spec 9), bookmark buttons, and the map view. */
export function ListResults({ items, kind, locale, view }: { items: readonly PropertyListItem[]; kind: ListingKind; locale: Locale; view: ResultsView }) {
  const { t } = useListingsT();
  const arranged = useMemo(() => placePromoted(items), [items]);
  const ids = useMemo(() => arranged.map((i) => i.propertyID), [arranged]);
  const bookmarks = useBookmarkStatuses(kind, ids);
  // ids inside the map after the user moved it (null: the whole page)
  const [visible, setVisible] = useState<ReadonlySet<string> | null>(null);
  const shown = view === 'map' && visible ? arranged.filter((i) => visible.has(i.propertyID)) : arranged;
  const signInHref = href('signIn', {}, locale);
  const actionFor = useCallback(
    (item: PropertyListItem) => <CardBookmark kind={kind} id={item.propertyID} signInHref={signInHref} />,
    [kind, signInHref],
  );
  return (
    <BookmarkStatuses value={bookmarks}>
      {view === 'map' ? (
        <div className={styles.map}>
          <Suspense fallback={<Skeleton width="100%" height="24rem" />}>
            <ListMap items={arranged} locale={locale} onVisibleChange={setVisible} />
          </Suspense>
          {visible ? (
            <p className={styles.mapNote} aria-live="polite" data-testid="map-count">
              {shown.length > 0 ? t('list.inMapArea', { count: shown.length }) : t('list.noneInArea')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => setVisible(null)}>
                {t('list.showAll')}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <ListingGrid items={shown} locale={locale} actionFor={actionFor} />
    </BookmarkStatuses>
  );
}
