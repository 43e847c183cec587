/**
 * Subscription input the database could not take answered 500 (found by the fuzz suite): an
 * empty districtCode (no region has the code ''), and a filter whose keys or values hold NUL or
 * lone surrogates (jsonb refuses both). Now '' means no district and the rest is a 400.
 */
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

const subscribe = (body: object) =>
  env.app.inject({
    method: 'POST',
    url: '/api/User/AddUserSubscribe',
    headers: { token: member, language: 'en-us', 'content-type': 'application/json' },
    payload: JSON.stringify({ propertyType: 'rent', ...body }),
  });

describe('AddUserSubscribe input', () => {
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
