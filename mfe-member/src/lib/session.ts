import { call, forgetSignedIn, rememberSignedIn } from '@portal/shared/api';
import { getCollectionCount } from '@portal/shared/endpoints';
import { useBaseStore } from '@portal/shared/stores';

/**
 * After sign-up or sign-in: the browser remembers who is signed in (no token: the API's cookie is
 * HttpOnly), the nav shows it, and the header's bookmark count becomes the account's, the
 * visitor's own bookmarks merged in by the API.
 */
export function startSession({ userID, userName }: { userID: number; userName: string }): void {
  rememberSignedIn({ userID, userName });
  useBaseStore.getState().setUserInfo({ userID, userName });
  void call(getCollectionCount, { body: {}, loadingBar: false })
    .then((count) => useBaseStore.getState().setCollectionCount(count.total))
    .catch(() => undefined);
}

/** After sign-out, or when the API says the session is over (401). */
export function endSession(): void {
  forgetSignedIn();
  useBaseStore.getState().clearUser();
}
