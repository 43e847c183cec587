import { createTestEnv, type TestEnv } from '../test/helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('the envelope', () => {
  it('answers health with code 0', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, result: { ok: true } });
  });

  it('answers an unknown call with 404 in the request language', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/Nope/Nothing', headers: { language: 'en-us' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: 'No such API call: POST /api/Nope/Nothing' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', language: 'zh-cn' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^请求无效/);
  });
});

describe('transport', () => {
  it('compresses large answers for clients that accept it, and leaves small ones and other clients alone', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const big = await env.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8'));
    expect(doc.openapi).toMatch(/^3\.1/);
    const gz = await env.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(gunzipSync(gz.rawPayload).length / 3);
    const plain = await env.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await env.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ code: 0, result: { ok: true } });
  });

  it('lets browsers cache CORS preflights', async () => {
    const res = await env.app.inject({
      method: 'OPTIONS',
      url: '/api/Property/SearchProperty',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,language' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-max-age']).toBe('7200');
  });

  it('refuses a compressed request body with a 4xx that names the body, never a 500', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/Property/SearchProperty',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', language: 'en-us' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
