/**
 * The questions of one conversation and their answers, streamed (docs/housegpt.md, Streaming):
 * each event updates the answer on screen as it arrives; `stop` aborts the stream and keeps what
 * came; a refusal at the limit ends the conversation until a new one is started.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiFailure } from '@portal/shared/api';
import type { Language } from '@portal/shared/contracts';
import { streamAnswer } from '../api/stream-answer';
import { applyEvent, endTurn, newTurn, type Turn } from '../model/turns';
import type { ChatSession } from './use-session';

export interface ConversationOptions {
  session: ChatSession | null;
  locale: Language;
  /** the API's count after a question (or at the limit) */
  counted: (questionsUsed: number, questionLimit?: number) => void;
  /** an answer was completed (and stored) */
  onAnswered?: () => void;
}

export function useConversation({ session, locale, counted, onAnswered }: ConversationOptions) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const [lost, setLost] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  const update = (id: number, change: (turn: Turn) => Turn) => setTurns((all) => all.map((t) => (t.id === id ? change(t) : t)));

  const ask = useCallback(async (question: string) => {
    if (!session || controller.current) return;
    const id = nextId.current++;
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setTurns((all) => [...all, newTurn(id, question)]);
    let opened = false;
    try {
      await streamAnswer({
        sessionId: session.sessionId, question, language: locale, signal: abort.signal,
        onEvent: (e) => {
          // the question is counted before the stream opens: its first event says so
          if (!opened) counted(session.questionsUsed + 1);
          opened = true;
          if (e.event === 'done') {
            counted(e.data.questionsUsed, e.data.questionLimit);
            onAnswered?.();
          }
          update(id, (t) => applyEvent(t, e));
        },
      });
      update(id, (t) => endTurn(t, abort.signal.aborted ? 'stopped' : 'failed'));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (isApiFailure(e) && e.messageKey === 'questionLimit') counted(session.questionLimit);
      if (isApiFailure(e) && e.messageKey === 'sessionNotFound') setLost(true);
      update(id, (t) => endTurn(t, 'failed', message));
    } finally {
      controller.current = null;
      setBusy(false);
    }
  }, [session, locale, counted, onAnswered]);

  const stop = useCallback(() => controller.current?.abort(), []);

  /** a new conversation: the page starts empty again */
  const clear = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
    setLost(false);
  }, []);

  const ended = Boolean(session && (lost || session.questionsUsed >= session.questionLimit));
  return { turns, busy, ended, ask, stop, clear };
}
