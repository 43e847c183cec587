/** The contract check on test answers can fail: an answer outside its result schema is refused. */
import type { LightMyRequestResponse } from 'fastify';
import { registered } from '../src/http/register';
import { assertMatchesContract } from './contract-check';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => { env = await createTestEnv(); });
afterAll(() => env.close());

const answer = (result: unknown, status = 200): LightMyRequestResponse =>
  ({ statusCode: status, headers: { 'content-type': 'application/json; charset=utf-8' }, json: () => ({ code: 0, result }) }) as unknown as LightMyRequestResponse;

test('a success answer whose result breaks its schema fails the test that received it', () => {
  const endpoint = registered.find((e) => e.result.safeParse({ surely: 'not this' }).success === false);
  expect(endpoint).toBeDefined();
  const url = `/api${endpoint!.path}?language=en-us`;
  expect(() => assertMatchesContract(endpoint!.method, url, answer({ surely: 'not this' }))).toThrow(/outside its contract/);
  // errors and unknown paths are not results
  expect(() => assertMatchesContract(endpoint!.method, url, answer({ surely: 'not this' }, 400))).not.toThrow();
  expect(() => assertMatchesContract('GET', '/api/no/such/path', answer({}))).not.toThrow();
});

test('real answers made through app.inject are checked and pass', async () => {
  const res = await env.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
});
