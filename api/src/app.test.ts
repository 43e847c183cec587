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
