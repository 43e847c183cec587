/**
 * A fake of the API at the network: msw answers the requests that the real client (call and
 * useApi over XMLHttpRequest) sends, so a page test runs the same code path as the browser. Answers go
 * in the API's envelope; failures as the API sends them (an error envelope with its HTTP status)
 * or as a connection that breaks.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { EndpointRef, ResultOf } from '../contracts/core';
import { configureApi } from '../api/config';

export const FAKE_API_BASE = 'http://api.test/api';

/** A request as the fake API received it. */
export interface SentRequest {
  path: string;
  /** the query string (GET: the query and the common parameters) */
  query: Record<string, string | string[]>;
  /** the parsed JSON body (POST) */
  body: unknown;
  headers: Record<string, string>;
  /** the common parameter: a query parameter on GET, a header on POST */
  language: string | undefined;
}

/** An error answer: the envelope `{ code, message }` with an HTTP status, or a broken connection. */
export class FakeFailure {
  constructor(readonly status: number, readonly message: string, readonly code = status, readonly network = false) {}
}
export const failure = (status: number, message: string, code = status) => new FakeFailure(status, message, code);
export const networkError = () => new FakeFailure(0, 'Network Error', 0, true);

type Reply<E extends EndpointRef> = ResultOf<E> | FakeFailure;
export type Answer<E extends EndpointRef> = Reply<E> | ((request: SentRequest) => Reply<E> | Promise<Reply<E>>);

export interface FakeApi {
  /** answers `endpoint` from now on (replacing its previous answer) */
  answer<E extends EndpointRef>(endpoint: E, answer: Answer<E>): void;
  /** the requests `endpoint` received in this test */
  requests(endpoint: EndpointRef): SentRequest[];
  /** the path of every request of this test, answered or not */
  paths(): string[];
}

async function readRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const query: SentRequest['query'] = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  const text = request.method === 'GET' ? '' : await request.text();
  const headers = Object.fromEntries(request.headers.entries());
  const language = typeof query.language === 'string' ? query.language : headers.language;
  return { path: url.pathname.slice(new URL(FAKE_API_BASE).pathname.length), query, body: text ? JSON.parse(text) : undefined, headers, language };
}

const isHandler = <E extends EndpointRef>(answer: Answer<E>): answer is (request: SentRequest) => Reply<E> | Promise<Reply<E>> =>
  typeof answer === 'function';

function respond(reply: unknown): Response {
  if (!(reply instanceof FakeFailure)) return HttpResponse.json({ code: 0, result: reply });
  if (reply.network) return HttpResponse.error();
  return HttpResponse.json({ code: reply.code, message: reply.message }, { status: reply.status });
}

/**
 * The fake API of a test file (call it at the top level): it listens for the file's tests,
 * forgets answers and requests after each, and points the real client at itself (language
 * en-us, every result checked against its contract). A request no answer was given for fails
 * (msw reports it) as a broken connection would.
 */
export function fakeApi(): FakeApi {
  const server = setupServer();
  let sent: SentRequest[] = [];
  let asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  let quiet: jest.SpyInstance | undefined;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sent = [];
    asked = [];
    configureApi({ baseURL: FAKE_API_BASE, getLanguage: () => 'en-us', validateResponses: true });
    // the client logs each failed call (spec 8): expected in the tests that answer with failures
    const warn = console.warn.bind(console);
    quiet = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('[api]')) warn(...args);
    });
  });
  afterEach(() => {
    server.resetHandlers();
    quiet?.mockRestore();
  });
  afterAll(() => server.close());

  return {
    answer(endpoint, answer) {
      server.use(http.all(FAKE_API_BASE + endpoint.path, async ({ request }) => {
        const received = await readRequest(request);
        sent.push(received);
        return respond(isHandler(answer) ? await answer(received) : answer);
      }));
    },
    requests: (endpoint) => sent.filter((r) => r.path === endpoint.path),
    paths: () => asked.map((p) => p.slice(new URL(FAKE_API_BASE).pathname.length)),
  };
}
