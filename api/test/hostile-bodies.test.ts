/**
 * Hostile request bodies are answered 400, never 500. Deeply nested JSON is refused before
 * anything walks it: a body nested 8,000 deep once answered 500 without signing in (the NUL check
 * recursed, JSON.stringify of a subscription filter overflowed the stack). Subscription input the
 * database could not take answered 500 too: an empty districtCode (no region has the code ''),
 * and a filter whose keys or values hold NUL or lone surrogates (jsonb refuses both); now ''
 * means no district and the rest is a 400.
 */
import { findUnstorableText } from '../src/http/register';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/http/json-body';
import { createTestEnv, type TestEnv } from './helpers';
import { FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
let member: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  member = await tokenFor(env.db, FIXTURE.member);
});
afterAll(() => env.close());

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

async function post(path: string, payload: string, token?: string) {
  const res = await env.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', language: 'en-us', ...(token ? { token } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; messageKey: string; field?: string } };
}

describe('deeply nested JSON bodies', () => {
  it('GetNewEstateRoomTypeGroup with a body nested 8,000 deep answers 400 invalidRequest', async () => {
    for (const payload of [nested(8000), nestedObject(8000), `{"roomTypeId":1,"x":${nested(8000)}}`]) {
      const a = await post('/NewEstate/GetNewEstateRoomTypeGroup', payload);
      expect(a.status).toBe(400);
      expect(a.body).toMatchObject({ code: 400, messageKey: 'invalidRequest', field: 'body' });
      expect(a.body.message).toContain(`${MAX_JSON_DEPTH}`);
    }
  });

  it('AddUserSubscribe with a filter nested 5,000 deep answers 400 naming the body', async () => {
    const a = await post('/User/AddUserSubscribe', `{"name":"deep","propertyType":"buy","filter":{"x":${nested(5000)}}}`, member);
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ code: 400, field: 'body' });
    expect(a.body.message).toMatch(/invalid request/i);
  });

  it('accepts nesting up to the limit, the outermost object counting 1', async () => {
    const ok = await post('/User/AddUserSubscribe', `{"name":"deep","propertyType":"buy","filter":{"x":${nested(MAX_JSON_DEPTH - 2)}}}`, member);
    expect(ok.status).toBe(200);
    const over = await post('/User/AddUserSubscribe', `{"name":"deep","propertyType":"buy","filter":{"x":${nested(MAX_JSON_DEPTH - 1)}}}`, member);
    expect(over.status).toBe(400);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(50)}", "\\"[[[["]`, 2)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('walks any depth without recursion and names the first NUL', () => {
    let deep: unknown = ['ok', 'bad\u0000'];
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep, 'body')).toBe(`body${'.a'.repeat(100_000)}.1`);
    expect(findUnstorableText({ a: ['x', { b: 'y' }], c: 'z\u0000' }, 'body')).toBe('body.c');
    expect(findUnstorableText({ a: ['x', { b: 'y\u0000' }], c: 'z\u0000' }, 'body')).toBe('body.a.1.b');
    expect(findUnstorableText({ a: ['x'] }, 'query')).toBeUndefined();
  });
});

const subscribe = (body: object) =>
  env.app.inject({
    method: 'POST',
    url: '/api/User/AddUserSubscribe',
    headers: { token: member, language: 'en-us', 'content-type': 'application/json' },
    payload: JSON.stringify({ propertyType: 'rent', ...body }),
  });

describe('AddUserSubscribe input the database could not take (500s the fuzz suite found)', () => {
  it('takes an empty districtCode as no district', async () => {
    const res = await subscribe({ name: 'any district', districtCode: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'any district', districtCode: null });
  });

  it.each([
    ['a filter key with NUL', { filter: { 'a\u0000': 1 } }, 'body.filter.a\u0000'],
    ['a filter value with a lone surrogate', { filter: { a: ['\ud800'] } }, 'body.filter.a.0'],
    ['a filter key with a lone surrogate', { filter: { '\udfff': true } }, 'body.filter.\udfff'],
  ])('answers %s with a 400 naming it', async (_what, body, field) => {
    const res = await subscribe({ name: 'odd filter', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, field });
  });
});
