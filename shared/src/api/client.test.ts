import { z } from 'zod';
import { defineGet, definePost } from '../contracts/core';
import { call, configureApi, requestTracker, ApiFailure, REQUEST_TIMEOUT_MS, CLIENT_FAILURE_CODES } from './index';
import { mockTransport, type Reply } from './test-transport';
import { endpointRef, getSeo } from '../endpoints';

const getItem = defineGet({
  path: '/Test/GetItem',
  query: z.object({ id: z.coerce.number(), language: z.string().optional() }),
  result: z.object({ id: z.number(), name: z.string() }),
  summary: 'test',
});
const addItem = definePost({
  path: '/Test/AddItem',
  query: z.object({ 'h-recaptcha': z.string().optional() }),
  body: z.object({ name: z.string() }),
  result: z.number(),
  summary: 'test',
});

let reply: (url: string) => Reply = () => ({ data: { code: 0, result: { id: 1, name: 'a' } } });
let token: string | undefined;
let visitorId: string | undefined;
let requests: ReturnType<typeof mockTransport>['requests'];

function setup(validateResponses = true) {
  const mock = mockTransport((request) => reply(request.url));
  requests = mock.requests;
  configureApi({
    baseURL: 'http://api.test/api',
    getLanguage: () => 'zh-hk',
    getToken: () => token,
    getVisitorId: () => visitorId,
    platform: () => 'mobile',
    validateResponses,
    transport: mock.transport,
  });
}

const header = (i: number, name: string) => requests[i]!.headers[name];

beforeEach(() => {
  token = undefined;
  visitorId = undefined;
  reply = () => ({ data: { code: 0, result: { id: 1, name: 'a' } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setup();
});
afterEach(() => jest.restoreAllMocks());

describe('request rules (spec 7.1)', () => {
  it('GET carries language, platform and cityen as query params, no common headers', async () => {
    await expect(call(getItem, { query: { id: 7 } })).resolves.toEqual({ id: 1, name: 'a' });
    expect(requests[0]!.method).toBe('get');
    expect(requests[0]!.baseURL).toBe('http://api.test/api');
    expect(requests[0]!.url).toBe('/Test/GetItem');
    expect(requests[0]!.params).toEqual({ id: 7, language: 'zh-hk', platform: 'mobile', cityen: 'hk' });
    expect(header(0, 'language')).toBeUndefined();
  });

  it('POST carries them as headers and keeps the query and body', async () => {
    reply = () => ({ data: { code: 0, result: 5 } });
    await expect(call(addItem, { body: { name: 'x' }, query: { 'h-recaptcha': 'abc' } })).resolves.toBe(5);
    expect(requests[0]!.method).toBe('post');
    expect(header(0, 'language')).toBe('zh-hk');
    expect(header(0, 'platform')).toBe('mobile');
    expect(header(0, 'cityen')).toBe('hk');
    expect(requests[0]!.params).toEqual({ 'h-recaptcha': 'abc' });
    expect(JSON.parse(requests[0]!.data as string)).toEqual({ name: 'x' });
  });

  it("a call's own language wins over the current one, for GET and POST", async () => {
    await call(getItem, { query: { id: 1 }, language: 'en-us' });
    reply = () => ({ data: { code: 0, result: 5 } });
    await call(addItem, { body: { name: 'x' }, language: 'zh-cn' });
    expect(requests[0]!.params.language).toBe('en-us');
    expect(header(1, 'language')).toBe('zh-cn');
  });

  it('a language in the query params overrides the current language', async () => {
    await call(getItem, { query: { id: 1, language: 'en-US' } });
    expect(requests[0]!.params.language).toBe('en-us');
  });

  it('sends the token and visitorId headers when present, and no token when noToken', async () => {
    await call(getItem, { query: { id: 1 } });
    expect(header(0, 'token')).toBeUndefined();
    expect(header(0, 'visitorId')).toBeUndefined();
    token = 'tok-1';
    visitorId = 'v-9';
    await call(getItem, { query: { id: 1 } });
    expect(header(1, 'token')).toBe('tok-1');
    expect(header(1, 'visitorId')).toBe('v-9');
    await call(getItem, { query: { id: 1 }, noToken: true });
    expect(header(2, 'token')).toBeUndefined();
    expect(header(2, 'visitorId')).toBe('v-9');
  });

  it("sends the browser's cookies (the HttpOnly session) with every call but the noToken ones", async () => {
    await call(getItem, { query: { id: 1 } });
    await call(getItem, { query: { id: 1 }, noToken: true });
    reply = () => ({ data: { code: 0, result: 5 } });
    await call(addItem, { body: { name: 'x' } });
    expect(requests.map((r) => r.withCredentials)).toEqual([true, false, true]);
  });
});

describe('envelope and failures', () => {
  it('rejects a non-zero code with the server message, key and field', async () => {
    reply = () => ({ status: 400, data: { code: 400, message: 'Invalid request: id', messageKey: 'invalidRequest', field: 'query.id' } });
    const failure = await call(getItem, { query: { id: 1 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 400, status: 400, message: 'Invalid request: id', messageKey: 'invalidRequest', field: 'query.id', cancelled: false });
  });

  it('rejects a non-zero code even with HTTP 200', async () => {
    reply = () => ({ status: 200, data: { code: 1001, message: 'limit reached' } });
    await expect(call(getItem, { query: { id: 1 } })).rejects.toMatchObject({ code: 1001, status: 200, message: 'limit reached' });
  });

  it('rejects an HTTP error without an envelope with its status', async () => {
    reply = () => ({ status: 502, data: '<html>bad gateway</html>' });
    await expect(call(getItem, { query: { id: 1 } })).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('rejects a network error', async () => {
    reply = () => ({ networkError: true });
    await expect(call(getItem, { query: { id: 1 } })).rejects.toMatchObject({ code: CLIENT_FAILURE_CODES.network, status: 0, cancelled: false });
  });

  it('validates the result against the contract when asked, and not otherwise', async () => {
    reply = () => ({ data: { code: 0, result: { id: 'one' } } });
    await expect(call(getItem, { query: { id: 1 } })).rejects.toMatchObject({ code: CLIENT_FAILURE_CODES.invalidResponse });
    setup(false);
    await expect(call(getItem, { query: { id: 1 } })).resolves.toEqual({ id: 'one' });
  });

  it('validates the result of an EndpointRef (no schemas) with the contract of the same name', async () => {
    reply = () => ({ data: { code: 0, result: { title: 'only a title' } } });
    await expect(call(getSeo, { query: { webPath: '/buy' } })).rejects.toMatchObject({
      code: CLIENT_FAILURE_CODES.invalidResponse,
      message: expect.stringContaining('DictionaryInfo/GetSeo'),
    });
    const unknown = endpointRef<typeof getItem>('GET', '/Test/Unknown');
    reply = () => ({ data: { code: 0, result: { id: 1, name: 'a' } } });
    await expect(call(unknown, { query: { id: 1 } })).rejects.toMatchObject({ message: expect.stringContaining('not an endpoint') });
  });
});

describe('timeout, cancel and the request tracker', () => {
  const states: { open: number; failed: boolean }[] = [];
  let unsubscribe = () => undefined as void;
  beforeEach(() => {
    states.length = 0;
    requestTracker.reset();
    unsubscribe = requestTracker.subscribe((s) => states.push(s));
  });
  afterEach(() => unsubscribe());

  it('times out after 15 seconds and marks the tracker failed', async () => {
    jest.useFakeTimers();
    reply = () => ({ hang: true });
    const pending = call(getItem, { query: { id: 1 } }).catch((e: unknown) => e);
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(states.at(-1)).toEqual({ open: 1, failed: false });
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    expect(await pending).toMatchObject({ code: CLIENT_FAILURE_CODES.timeout, cancelled: false });
    expect(states.at(-1)).toEqual({ open: 0, failed: true });
  });

  it('a cancelled call rejects cancelled and does not mark failure', async () => {
    reply = () => ({ hang: true });
    const controller = new AbortController();
    const pending = call(getItem, { query: { id: 1 }, signal: controller.signal }).catch((e: unknown) => e);
    expect(states.at(-1)).toEqual({ open: 1, failed: false });
    controller.abort();
    expect(await pending).toMatchObject({ cancelled: true, code: CLIENT_FAILURE_CODES.cancelled });
    expect(states.at(-1)).toEqual({ open: 0, failed: false });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('an already aborted signal never reaches the server', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(call(getItem, { query: { id: 1 }, signal: controller.signal })).rejects.toMatchObject({ cancelled: true });
    expect(requests).toHaveLength(0);
  });

  it('counts open requests, ignores loadingBar:false and reset clears the failure', async () => {
    const a = call(getItem, { query: { id: 1 } });
    const b = call(getItem, { query: { id: 2 } });
    const c = call(getItem, { query: { id: 3 }, loadingBar: false });
    expect(states.at(-1)).toEqual({ open: 2, failed: false });
    await Promise.all([a, b, c]);
    expect(states.at(-1)).toEqual({ open: 0, failed: false });
    expect(Math.max(...states.map((s) => s.open))).toBe(2);
    reply = () => ({ status: 500, data: { code: 500, message: 'boom' } });
    await call(getItem, { query: { id: 1 } }).catch(() => undefined);
    expect(states.at(-1)).toEqual({ open: 0, failed: true });
    requestTracker.reset();
    expect(states.at(-1)).toEqual({ open: 0, failed: false });
  });

  it('a failure of an untracked request does not mark the tracker', async () => {
    reply = () => ({ status: 500, data: { code: 500, message: 'boom' } });
    await call(getItem, { query: { id: 1 }, loadingBar: false }).catch(() => undefined);
    expect(states.at(-1)).toEqual({ open: 0, failed: false });
  });
});
