import { useEffect, useRef, useState } from 'react';
import type { LeaveMessage } from '@portal/shared/contracts';
import type { MessagesApi } from './api/messages-api';

/** One message by id (GetLeaveMessageById), for the change and reply pages. */
export function useMessage(messageId: number, api: Pick<MessagesApi, 'get'>) {
  const [state, setState] = useState<{ id: number; round: number; message?: LeaveMessage; error: boolean } | null>(null);
  const [round, setRound] = useState(0);
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  useEffect(() => {
    if (!Number.isInteger(messageId) || messageId <= 0) return;
    const controller = new AbortController();
    apiRef.current.get(messageId, controller.signal).then(
      (message) => !controller.signal.aborted && setState({ id: messageId, round, message, error: false }),
      () => !controller.signal.aborted && setState({ id: messageId, round, error: true }),
    );
    return () => controller.abort();
  }, [messageId, round]);
  const valid = Number.isInteger(messageId) && messageId > 0;
  const current = state?.id === messageId && state.round === round ? state : null;
  return {
    message: current?.message,
    loading: valid && !current,
    error: !valid || Boolean(current?.error),
    retry: () => setRound((r) => r + 1),
  };
}
