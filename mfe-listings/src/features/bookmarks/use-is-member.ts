import { hasTokenCookie } from '@portal/shared/api';
import { useBaseStore } from '@portal/shared/stores';
import { useMemo } from 'react';

/**
 * Signed in (the store's user) or holding a token cookie. The cookie is read when the store's
 * sign-in state changes, not on every render: document.cookie is a synchronous call into the
 * browser, and a results page renders a bookmark button per card several times while it loads.
 */
export function useIsMember(): boolean {
  const signedIn = useBaseStore((s) => s.userInfo !== null);
  const hasToken = useMemo(() => hasTokenCookie(), [signedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  return signedIn || hasToken;
}
