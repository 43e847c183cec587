import { useEffect, useRef, useState } from 'react';
import { isApiFailure } from '@portal/shared/api';
import { VISITOR_BOOKMARK_LIMIT } from '@portal/shared/endpoints';
import type { SourceType } from '@portal/shared/contracts';
import { useBaseStore } from '@portal/shared/stores';
import type { BookmarkStatus, BookmarksApi } from './api/bookmarks-api';

export type BookmarkProblem = 'limit' | 'failed' | null;

/**
 * The bookmark state of one thing. Adding or removing updates the shell's header count at once
 * (useBaseStore collectionCount) and puts it back if the server refuses.
 */
export function useBookmark(sourceType: SourceType, sourceId: string, member: boolean, api: BookmarksApi, initial?: BookmarkStatus) {
  const [status, setStatus] = useState<BookmarkStatus | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<BookmarkProblem>(null);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  const known = initial !== undefined;

  useEffect(() => {
    if (known) return;
    let live = true;
    apiRef.current.status(member, sourceType, sourceId).then(
      (s) => live && setStatus(s),
      () => live && setStatus({ collected: false, collectionId: null }),
    );
    return () => {
      live = false;
    };
  }, [known, member, sourceType, sourceId]);

  async function toggle() {
    if (!status || busy) return;
    const store = useBaseStore.getState();
    setProblem(null);
    if (!status.collected && !member && store.collectionCount >= VISITOR_BOOKMARK_LIMIT) {
      setProblem('limit');
      return;
    }
    setBusy(true);
    const adding = !status.collected;
    store.changeCollectionCount(adding ? 1 : -1);
    try {
      if (adding) setStatus({ collected: true, collectionId: await api.add(member, sourceType, sourceId) });
      else {
        await api.remove(member, sourceType, sourceId, status.collectionId);
        setStatus({ collected: false, collectionId: null });
      }
    } catch (error) {
      useBaseStore.getState().changeCollectionCount(adding ? -1 : 1);
      setProblem(isApiFailure(error) && error.messageKey === 'bookmarkLimit' ? 'limit' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  return { collected: Boolean(status?.collected), ready: status !== null, busy, problem, toggle };
}
