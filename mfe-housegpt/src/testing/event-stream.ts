/**
 * The assistant's stream as the API sends it: a text/event-stream response whose events are
 * written one by one, each only when the test releases it (`streamOf`), so a test sees the page
 * between two events; or all at once (`eventStream`).
 */
import type { ChatAnswer } from '@portal/shared/contracts';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const HEADERS = { 'content-type': 'text/event-stream; charset=utf-8' };

/** the events of an answer in the API's order: understood, results or evaluation, text in sentences, sources, done */
export function eventsOf(answer: ChatAnswer): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = [['understood', { kind: answer.kind, filter: answer.filter }]];
  if (answer.results) events.push(['results', answer.results]);
  if (answer.evaluation) events.push(['evaluation', answer.evaluation]);
  for (const delta of answer.text.match(/[^.!?。！？]+[.!?。！？]?\s*/g) ?? [answer.text]) events.push(['text', { delta }]);
  events.push(['sources', answer.sources], ['done', answer]);
  return events;
}

export function eventStream(answer: ChatAnswer): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of eventsOf(answer)) controller.enqueue(frame(event, data));
      controller.close();
    },
  });
  return new Response(body, { headers: HEADERS });
}

/** a stream the test writes into: `send` one event, `next` the next event of `answer`, `rest`, `close` */
export function streamOf(answer: ChatAnswer) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const queue = eventsOf(answer);
  const response = new Response(new ReadableStream<Uint8Array>({
    start: (c) => { controller = c; },
    cancel: () => { cancelled = true; },
  }), { headers: HEADERS });
  return {
    response,
    send: (event: string, data: unknown) => controller.enqueue(frame(event, data)),
    next() {
      const [event, data] = queue.shift()!;
      controller.enqueue(frame(event, data));
    },
    /** every event left, then the end of the stream */
    rest() {
      while (queue.length) this.next();
      controller.close();
    },
    close: () => controller.close(),
    get cancelled() { return cancelled; },
  };
}

export interface StreamCall {
  body: { sessionId: string; question: string };
  headers: Record<string, string>;
}

/**
 * The API's stream endpoint at the network, beside the fake API of @portal/shared/testing (which
 * answers the JSON calls): the browser's fetch of /Chat/StreamPropertyByChatGpt gets the response
 * `reply` makes; every other request goes on as before. Call it at the top level of a test file.
 */
export function streamApi(path = '/Chat/StreamPropertyByChatGpt') {
  let reply: (call: StreamCall) => Response = () => new Response(null, { status: 404 });
  let calls: StreamCall[] = [];
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    calls = [];
    const passOn = globalThis.fetch.bind(globalThis);
    spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url).pathname.endsWith(path)) return passOn(input, init);
      const call: StreamCall = { body: JSON.parse(String(init?.body)) as StreamCall['body'], headers: { ...(init?.headers as Record<string, string>) } };
      calls.push(call);
      return reply(call);
    });
  });
  afterEach(() => spy?.mockRestore());
  return {
    reply(make: (call: StreamCall) => Response) { reply = make; },
    calls: () => calls,
  };
}

/** a refusal before the stream opens, as the API sends it (its JSON envelope) */
export const refusal = (status: number, messageKey: string, message: string) =>
  new Response(JSON.stringify({ code: status, message, messageKey }), { status, headers: { 'content-type': 'application/json' } });
