/**
 * A conversation on the page: its questions and the answers as they stream in. `applyEvent`
 * folds one server-sent event into the answer it belongs to; the 'done' event carries the
 * whole answer, which replaces what was gathered.
 */
import type { ChatAnswer, ChatEvaluation, ChatSource } from '@portal/shared/contracts';
import type { StreamEvent } from '../api/stream-answer';

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export interface Turn {
  id: number;
  question: string;
  status: TurnStatus;
  kind: ChatAnswer['kind'] | null;
  text: string;
  results: ChatAnswer['results'];
  evaluation: ChatEvaluation | null;
  sources: ChatSource[];
  /** why the answer failed, in the page's language */
  error: string | null;
  /** the stored answer's id (to rate it), once complete */
  messageId: number | null;
}

export const newTurn = (id: number, question: string): Turn => ({
  id, question, status: 'streaming', kind: null, text: '', results: null, evaluation: null, sources: [], error: null, messageId: null,
});

export function applyEvent(turn: Turn, e: StreamEvent): Turn {
  switch (e.event) {
    case 'understood':
      return { ...turn, kind: e.data.kind };
    case 'results':
      return { ...turn, results: e.data };
    case 'evaluation':
      return { ...turn, evaluation: e.data };
    case 'text':
      return { ...turn, text: turn.text + e.data.delta };
    case 'sources':
      return { ...turn, sources: e.data };
    case 'done':
      return {
        ...turn, status: 'done', kind: e.data.kind, text: e.data.text, results: e.data.results, evaluation: e.data.evaluation,
        sources: e.data.sources, messageId: e.data.messageId,
      };
    case 'error':
      return { ...turn, status: 'failed', error: e.data.message };
  }
}

/** the end of a stream that sent no 'done': stopped by the visitor, or cut off */
export function endTurn(turn: Turn, how: 'stopped' | 'failed', error: string | null = null): Turn {
  return turn.status === 'streaming' ? { ...turn, status: how, error } : turn;
}
