/**
 * The header's bookmark count on arrival: a signed-in member's count (token cookie) or a returning
 * visitor's (the visitor id of @portal/shared/api), read once when the layout mounts. Toggles
 * afterwards change the count at once through the base store; a failed read leaves it as it is.
 */
import { call, hasTokenCookie, readVisitorId } from '@portal/shared/api';
import { getCollectionCount, getVisitorCollectionCount } from '@portal/shared/endpoints';
import { useBaseStore } from '@portal/shared/stores';
import { useEffect } from 'react';

export function useBookmarkCount(): void {
  useEffect(() => {
    const endpoint = hasTokenCookie() ? getCollectionCount : readVisitorId() ? getVisitorCollectionCount : null;
    if (!endpoint) return;
    let current = true;
    call(endpoint, { loadingBar: false })
      .then((r) => {
        if (current) useBaseStore.getState().setCollectionCount(r.total);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
}
