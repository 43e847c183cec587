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
 * - `initial`: the state, when the caller knows it (a list asks for all its cards in one call);
 * - `pending`: the caller is still asking for it, so this hook does not ask again. Until the state
 *   is known the button shows "not bookmarked", and a click on it waits for the state and then
 *   acts (it is not lost).
 */
export function useBookmark(sourceType: SourceType, sourceId: string, member: boolean, api: BookmarksApi, initial?: BookmarkStatus, pending = false) {
  // what this button learnt itself (its own status call, or a change it made); until then the caller's
  const [own, setOwn] = useState<BookmarkStatus | null>(null);
  const status = own ?? initial ?? null;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<BookmarkProblem>(null);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  const known = initial !== undefined || pending;

  useEffect(() => {
    if (known) return;
    let live = true;
    apiRef.current.status(member, sourceType, sourceId).then(
      (s) => live && setOwn(s),
      () => live && setOwn({ collected: false, collectionId: null }),
    );
    return () => {
      live = false;
    };
  }, [known, member, sourceType, sourceId]);

  /** adds or removes, from the state `current` */
  async function change(current: BookmarkStatus) {
    const store = useBaseStore.getState();
    setProblem(null);
    if (!current.collected && !member && store.collectionCount >= VISITOR_BOOKMARK_LIMIT) {
      setProblem('limit');
      setBusy(false);
      return;
    }
    setBusy(true);
    const adding = !current.collected;
    store.changeCollectionCount(adding ? 1 : -1);
    try {
      if (adding) setOwn({ collected: true, collectionId: await api.add(member, sourceType, sourceId) });
      else {
        await api.remove(member, sourceType, sourceId, current.collectionId);
        setOwn({ collected: false, collectionId: null });
      }
    } catch (error) {
      useBaseStore.getState().changeCollectionCount(adding ? -1 : 1);
      setProblem(isApiFailure(error) && error.messageKey === 'bookmarkLimit' ? 'limit' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  // a click made before the state is known is kept, and acts once it is
  const queued = useRef(false);
  function toggle() {
    if (busy) return;
    if (status) {
      void change(status);
      return;
    }
    queued.current = true;
    setBusy(true);
  }
  useEffect(() => {
    if (!queued.current || !status) return;
    queued.current = false;
    void change(status);
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps

  return { collected: Boolean(status?.collected), busy, problem, toggle };
}
