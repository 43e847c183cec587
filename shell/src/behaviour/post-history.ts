/**
 * Spec 4.8: after each navigation, when the page is embedded in another window, it posts the
 * browse history lists to the parent; it posts them again when a page records a visit (a detail
 * page adds to the history once its data has loaded, after the navigation itself). The receiving
 * origins come from runtime-config.json (embedParentOrigins), any origin when none is configured.
 */
import { HISTORY_MESSAGE_TYPE } from '@portal/shared/mf';
import { HISTORY_LIST_KEYS, getHistoryLists, subscribeStorage } from '@portal/shared/storage';

export function isEmbedded(win: Window = window): boolean {
  return win.parent !== win;
}

export function postHistoryToParent(origins: readonly string[] = ['*'], win: Window = window): boolean {
  if (!isEmbedded(win)) return false;
  const message = { type: HISTORY_MESSAGE_TYPE, lists: getHistoryLists() };
  for (const origin of origins.length ? origins : ['*']) win.parent.postMessage(message, origin);
  return true;
}

const HISTORY_KEYS: ReadonlySet<string> = new Set(Object.values(HISTORY_LIST_KEYS));

/** Posts the lists whenever one of them is written (by any app: the storage module is shared). */
export function postHistoryOnChange(origins: readonly string[] = ['*'], win: Window = window): () => void {
  if (!isEmbedded(win)) return () => undefined;
  return subscribeStorage((key) => {
    if (key === null || HISTORY_KEYS.has(key)) postHistoryToParent(origins, win);
  });
}
