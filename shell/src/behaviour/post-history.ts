/**
 * Spec 4.8: after each navigation, when the page is embedded in another window, it posts the
 * browse history lists to the parent. The receiving origins come from runtime-config.json
 * (embedParentOrigins), any origin when none is configured.
 */
import { HISTORY_MESSAGE_TYPE } from '@portal/shared/mf';
import { getHistoryLists } from '@portal/shared/storage';

export function postHistoryToParent(origins: readonly string[] = ['*'], win: Window = window): boolean {
  if (win.parent === win) return false;
  const message = { type: HISTORY_MESSAGE_TYPE, lists: getHistoryLists() };
  for (const origin of origins.length ? origins : ['*']) win.parent.postMessage(message, origin);
  return true;
}
