/**
 * The streamed answer (POST /Chat/StreamPropertyByChatGpt, text/event-stream) read over a real
 * socket: events in order as they are produced, refusals as JSON before the stream opens, and
 * a client that goes away midway ends the work (nothing more is produced or stored).
 */
import type { FastifyRequest } from 'fastify';
import { createTestEnv, type TestEnv } from './helpers';
import { SEED } from '../src/modules/catalog/test-support';
import { answerQuestion } from '../src/modules/chat/answer';
import { takeTurn } from '../src/modules/chat/sessions';
import type { RequestContext } from '../src/http/context';

let env: TestEnv;
let base: string;
const visitorid = 'vchatstreamvisitor00001';
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  base = await env.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => env.close());

const headers = { 'content-type': 'application/json', visitorid, language: 'en-us' };
async function session(): Promise<string> {
  const res = await fetch(`${base}/api/Chat/GetNewSessionForChatGpt`, { method: 'POST', headers, body: JSON.stringify({ disclaimerAccepted: true }) });
  return ((await res.json()) as { result: { sessionId: string } }).result.sessionId;
}

interface Sse { event: string; data: unknown }
/** reads events until `stopAfter` of them arrived (then aborts) or the stream ends */
async function readEvents(res: Response, stopAfter?: { count: number; abort: AbortController }): Promise<Sse[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: Sse[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      events.push({ event, data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') });
      if (stopAfter && events.length >= stopAfter.count) {
        stopAfter.abort.abort();
        return events;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

const stream = (sessionId: string, question: string, signal?: AbortSignal) =>
  fetch(`${base}/api/Chat/StreamPropertyByChatGpt`, { method: 'POST', headers, body: JSON.stringify({ sessionId, question }), signal });

describe('streamed answers', () => {
  it('sends understood, results, the text in pieces, the sources and the whole answer, in that order', async () => {
    const res = await stream(await session(), '2 bed in Sha Tin under 6M. Near MTR please');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('understood');
    expect(names[1]).toBe('results');
    expect(names.slice(2, -2).every((n) => n === 'text')).toBe(true);
    expect(names.slice(-2)).toEqual(['sources', 'done']);
    const done = events.at(-1)?.data as { text: string; messageId: number; sources: unknown[] };
    const text = events.filter((e) => e.event === 'text').map((e) => (e.data as { delta: string }).delta).join('');
    expect(text).toBe(done.text);
    expect(done.sources).toEqual(events.at(-2)?.data);
    const stored = await env.db.one<{ question: string }>('SELECT question FROM chat_messages WHERE id = $1', [done.messageId]);
    expect(stored?.question).toBe('2 bed in Sha Tin under 6M. Near MTR please');
  });

  it('refuses before the stream opens, as a JSON failure', async () => {
    const res = await stream('no-such-session-id', 'Tai Po 2 bed');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { messageKey: string }).messageKey).toBe('sessionNotFound');
    const nul = await stream(await session(), `Tai Po${String.fromCharCode(0)} 2 bed`);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { field: string }).field).toBe('body.question');
  });

  it('a client that leaves midway gets no more and the server keeps serving the conversation', async () => {
    const id = await session();
    const abort = new AbortController();
    const events = await readEvents(await stream(id, '3 bed in Tai Po under 8M', abort.signal), { count: 1, abort });
    expect(events.map((e) => e.event)).toEqual(['understood']);
    const next = await readEvents(await stream(id, 'cheaper'));
    const done = next.at(-1)?.data as { filter: Record<string, unknown>; questionsUsed: number };
    expect(done.questionsUsed).toBe(2);
  });

  it('an aborted answer stops at once: nothing further is produced and nothing is stored', async () => {
    const id = await session();
    const ctx = { db: env.db, language: 'en-us', platform: 'pc', cityen: 'hk', visitorId: visitorid, clientKey: 't', req: {} as FastifyRequest } as RequestContext;
    const turn = await takeTurn(ctx, id);
    const abort = new AbortController();
    const answer = answerQuestion(ctx, turn, '2 bed in Tai Po', abort.signal);
    expect((await answer.next()).value).toMatchObject({ event: 'understood' });
    abort.abort();
    expect(await answer.next()).toEqual({ done: true, value: undefined });
    expect(await env.db.query('SELECT 1 FROM chat_messages WHERE session_id = $1', [id])).toHaveLength(0);
  });
});
