/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchTransport, requestUrl, RequestAborted, type ApiRequest } from './transport';

describe('requestUrl', () => {
  it('leaves out undefined and null, repeats the name of an array, and encodes every value', () => {
    expect(requestUrl({ baseURL: 'http://api.test/api', url: '/Estate/SearchEstate', params: { keyword: '太古 城', page: 2, a: undefined, b: null, tags: [1, 3] } }))
      .toBe('http://api.test/api/Estate/SearchEstate?keyword=%E5%A4%AA%E5%8F%A4+%E5%9F%8E&page=2&tags=1&tags=3');
    expect(requestUrl({ baseURL: '/api', url: '/Health', params: {} })).toBe('/api/Health');
  });
});

describe('fetchTransport (the server)', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/api/Hang')) return;
        if (req.url?.startsWith('/api/Text')) {
          res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, result: 'ok' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const request = (over: Partial<ApiRequest>): ApiRequest => ({
    baseURL: base, url: '/Test/Get', method: 'get', params: {}, headers: {}, withCredentials: true, signal: new AbortController().signal, ...over,
  });

  it('sends the method, query, headers and JSON body, with its own headers, and parses a JSON answer', async () => {
    const send = fetchTransport({ 'Accept-Encoding': 'identity' });
    const answer = await send(request({ url: '/Test/Add', method: 'post', params: { q: 'x' }, headers: { language: 'en-us' }, data: '{"name":"a"}' }));
    expect(answer).toEqual({ status: 200, data: { code: 0, result: 'ok' } });
    const got = seen.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/api/Test/Add?q=x');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers.language).toBe('en-us');
    expect(got.headers['accept-encoding']).toBe('identity');
    expect(got.body).toBe('{"name":"a"}');
  });

  it('hands back a body that is not JSON as text, with its status', async () => {
    await expect(fetchTransport()(request({ url: '/Text' }))).resolves.toEqual({ status: 502, data: '<h1>Bad gateway</h1>' });
  });

  it('rejects with RequestAborted when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = fetchTransport()(request({ url: '/Hang', signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(RequestAborted);
  });
});
