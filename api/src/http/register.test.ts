import { createTestEnv, type TestEnv } from '../../test/helpers';
import { findUnstorableText } from './register';

describe('findUnstorableText', () => {
  it('names the first string holding a NUL, at any depth', () => {
    const nul = String.fromCharCode(0);
    expect(findUnstorableText({ a: 'ok', b: [1, { c: `x${nul}` }] }, 'body')).toBe('body.b.1.c');
    expect(findUnstorableText({ a: 'ok', b: ['fine'] }, 'body')).toBeUndefined();
    expect(findUnstorableText(undefined, 'body')).toBeUndefined();
  });

  it('names a key holding a NUL and a string or key with a lone surrogate', () => {
    expect(findUnstorableText({ filter: { ok: 1, [`k${String.fromCharCode(0)}`]: 1 } }, 'body')).toBe(`body.filter.k${String.fromCharCode(0)}`);
    expect(findUnstorableText({ a: ['x\ud800'] }, 'body')).toBe('body.a.0');
    expect(findUnstorableText({ a: { '\udfff': 1 } }, 'body')).toBe('body.a.\udfff');
    expect(findUnstorableText({ a: '😀 fine \ud83d\ude00' }, 'body')).toBeUndefined();
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
