import { createTestEnv, type TestEnv } from '../../test/helpers';
import { findNul } from './register';

describe('findNul', () => {
  it('names the first string holding a NUL, at any depth', () => {
    const nul = String.fromCharCode(0);
    expect(findNul({ a: 'ok', b: [1, { c: `x${nul}` }] }, 'body')).toBe('body.b.1.c');
    expect(findNul({ a: 'ok', b: ['fine'] }, 'body')).toBeUndefined();
    expect(findNul(undefined, 'body')).toBeUndefined();
  });
});

describe('a NUL character in a request', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  it('is a 400 naming the field, never a 500', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/User/SearchLeaveMessage',
      headers: { language: 'en-us' },
      payload: { listingId: `S1${String.fromCharCode(0)}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.listingId');
  });
});
