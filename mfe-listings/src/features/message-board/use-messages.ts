import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeaveMessage } from '@portal/shared/contracts';
import type { MessagesApi } from './api/messages-api';

export interface MessagesState {
  items: LeaveMessage[];
  total: number;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  replace(updated: LeaveMessage): void;
  drop(messageId: number): void;
}

/**
 * A listing's messages, page by page ("show more"), with local updates after edits. Nothing is
 * asked for until `enabled` (the board is loading meanwhile).
 */
export function useMessages(listingId: string, api: Pick<MessagesApi, 'list'>, enabled = true): MessagesState {
  const [items, setItems] = useState<LeaveMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<{ key: string; error: boolean } | null>(null);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  const key = `${listingId}:${page}:${round}`;

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    apiRef.current.list(listingId, page, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setItems((prev) => (page === 1 ? result.items : [...prev, ...result.items.filter((m) => !prev.some((p) => p.messageId === m.messageId))]));
        setTotal(result.total);
        setStatus({ key, error: false });
      },
      () => {
        if (!controller.signal.aborted) setStatus({ key, error: true });
      },
    );
    return () => controller.abort();
  }, [listingId, page, key, enabled]);

  const loading = status?.key !== key;
  return {
    items,
    total,
    loading,
    error: !loading && Boolean(status?.error),
    hasMore: items.length < total,
    loadMore: useCallback(() => setPage((p) => p + 1), []),
    reload: useCallback(() => {
      setPage(1);
      setRound((r) => r + 1);
    }, []),
    replace: useCallback((updated: LeaveMessage) => setItems((prev) => prev.map((m) => (m.messageId === updated.messageId ? updated : m))), []),
    drop: useCallback((id: number) => {
      setItems((prev) => prev.filter((m) => m.messageId !== id));
      setTotal((n) => Math.max(0, n - 1));
    }, []),
  };
}
