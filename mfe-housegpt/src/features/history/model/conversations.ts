import type { ResultOf } from '@portal/shared/contracts';
import type { searchChatGptHistory } from '@portal/shared/endpoints';

export type HistoryItem = ResultOf<typeof searchChatGptHistory>['items'][number];

export interface Conversation {
  sessionId: string;
  /** its questions, newest first */
  items: HistoryItem[];
}

/** The history's items (newest first) grouped by conversation, the most recent conversation first. */
export function conversationsOf(items: readonly HistoryItem[]): Conversation[] {
  const bySession = new Map<string, HistoryItem[]>();
  for (const item of items) bySession.set(item.sessionId, [...(bySession.get(item.sessionId) ?? []), item]);
  return [...bySession].map(([sessionId, list]) => ({ sessionId, items: list }));
}
