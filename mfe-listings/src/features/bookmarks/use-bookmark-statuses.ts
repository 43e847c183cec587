import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { SourceType } from '@portal/shared/contracts';
import { bookmarksApi, type BookmarkStatus, type BookmarksApi } from './api/bookmarks-api';
import { useIsMember } from './use-is-member';

/**
 * The bookmark status of every card of a list in one call (GetCollectionsStatus or
 * GetVisitorCollectionsStatus): pass `statuses.get(id)` to each BookmarkButton as `initial`.
 * Until the first answer arrives the map is empty (the buttons then wait: pass `initial` only when
 * known); after that, the last answer stands while the next loads.
 */
export function useBookmarkStatuses(sourceType: SourceType, sourceIds: readonly string[], api: BookmarksApi = bookmarksApi) {
  const member = useIsMember();
  const [result, setResult] = useState<{ key: string; map: Map<string, BookmarkStatus> } | null>(null);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  const idList = sourceIds.join(',');
  const key = `${member}|${sourceType}|${idList}`;
  useEffect(() => {
    const ids = idList.split(',').filter(Boolean);
    if (ids.length === 0) return;
    let live = true;
    // a transition: the buttons appear in slices, after the page has hydrated, not in one long task
    const settle = (map: Map<string, BookmarkStatus>) => live && startTransition(() => setResult({ key, map }));
    apiRef.current.statuses(member, sourceType, ids).then(settle, () =>
      settle(new Map(ids.map((id) => [id, { collected: false, collectionId: null }]))),
    );
    return () => {
      live = false;
    };
  }, [key, idList, member, sourceType]);
  // While the statuses of a changed list load (e.g. promoted cards added to the page), the last
  // answer stands, so the buttons of cards already shown stay in place instead of blinking out.
  return useMemo(() => ({ statuses: result?.map ?? new Map<string, BookmarkStatus>(), ready: result !== null }), [result]);
}
