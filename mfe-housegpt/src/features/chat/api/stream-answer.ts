/**
 * POST /Chat/StreamPropertyByChatGpt read as it arrives (docs/housegpt.md, Streaming): the
 * client's common headers, then each server-sent event handed to `onEvent` as soon as it is
 * complete. A refusal before the stream opens (the question limit, an unknown conversation) is
 * the API's JSON envelope and rejects an ApiFailure, as `call` would.
 */
import { ApiFailure, getApiConfig } from '@portal/shared/api';
import type { ChatAnswer, ChatEvaluation, ChatSource, Language } from '@portal/shared/contracts';
import { sseReader, type SseEvent } from './sse';

export const STREAM_PATH = '/Chat/StreamPropertyByChatGpt';

export type StreamEvent =
  | { event: 'understood'; data: { kind: ChatAnswer['kind']; filter: ChatAnswer['filter'] } }
  | { event: 'results'; data: NonNullable<ChatAnswer['results']> }
  | { event: 'evaluation'; data: ChatEvaluation }
  | { event: 'text'; data: { delta: string } }
  | { event: 'sources'; data: ChatSource[] }
  | { event: 'done'; data: ChatAnswer }
  | { event: 'error'; data: { message: string } };

const KNOWN = new Set(['understood', 'results', 'evaluation', 'text', 'sources', 'done', 'error']);

export interface StreamRequest {
  sessionId: string;
  question: string;
  language: Language;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

function headersOf(language: Language): Record<string, string> {
  const config = getApiConfig();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    language,
    platform: config.platform?.() ?? 'pc',
    cityen: 'hk',
  };
  const token = config.getToken?.();
  if (token) headers.token = token;
  const visitorId = config.getVisitorId?.();
  if (visitorId) headers.visitorId = visitorId;
  return headers;
}

async function refusal(response: Response): Promise<ApiFailure> {
  const envelope = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const text = (key: string) => (typeof envelope?.[key] === 'string' ? (envelope[key] as string) : undefined);
  return new ApiFailure({
    code: typeof envelope?.code === 'number' ? envelope.code : response.status,
    status: response.status,
    message: text('message') ?? `HTTP ${response.status}`,
    messageKey: text('messageKey'),
    field: text('field'),
    endpoint: 'StreamPropertyByChatGpt',
  });
}

function toEvent(e: SseEvent): StreamEvent | null {
  if (!KNOWN.has(e.event)) return null;
  return { event: e.event, data: JSON.parse(e.data) as unknown } as StreamEvent;
}

/** streams the answer to one question; resolves when the stream ends (or was aborted) */
export async function streamAnswer({ sessionId, question, language, signal, onEvent }: StreamRequest): Promise<void> {
  const url = `${getApiConfig().baseURL.replace(/\/+$/, '')}${STREAM_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: headersOf(language), body: JSON.stringify({ sessionId, question }), signal });
  } catch (error) {
    if (signal.aborted) return;
    throw ApiFailure.client('network', error instanceof Error ? error.message : 'Network error', 'StreamPropertyByChatGpt', error);
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    throw await refusal(response);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const sse = sseReader();
  const emit = (events: SseEvent[]) => events.map(toEvent).forEach((e) => e && onEvent(e));
  // Stop: the stream is cancelled at once, whatever the server is still doing
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) break;
      emit(sse.push(value));
    }
    emit(sse.end());
  } catch (error) {
    if (signal.aborted) return;
    throw ApiFailure.client('network', error instanceof Error ? error.message : 'Network error', 'StreamPropertyByChatGpt', error);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
