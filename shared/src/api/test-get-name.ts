/** Test helper: a GET endpoint `getName` (id -> string) and the API wired to a mock transport per test. */
import { z } from 'zod';
import { defineGet } from '../contracts/core';
import { configureApi } from './config';
import { mockTransport, type Reply } from './test-transport';
import type { ApiRequest } from './transport';

export const getName = defineGet({
  path: '/Test/GetName',
  query: z.object({ id: z.coerce.number() }),
  result: z.string(),
  summary: 'test',
});

/**
 * Before each test: a fresh mock transport answering `api.reply(id)`, quiet console warnings.
 * `api.requests` holds the requests of the current test.
 */
export function mockApiPerTest(): { reply: (id: number) => Reply; requests: ApiRequest[] } {
  const api = { reply: (_id: number): Reply => ({ hang: true }), requests: [] as ApiRequest[] };
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = mockTransport((request) => api.reply(Number(request.params.id)));
    api.requests = mock.requests;
    configureApi({ baseURL: '/api', getLanguage: () => 'en-us', transport: mock.transport });
  });
  afterEach(() => jest.restoreAllMocks());
  return api;
}
