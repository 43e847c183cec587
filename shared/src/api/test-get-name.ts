/** Test helper: a GET endpoint `getName` (id -> string) and the API wired to a mock adapter per test. */
import type { InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { defineGet } from '../contracts/core';
import { configureApi } from './config';
import { mockAdapter, type Reply } from './test-adapter';

export const getName = defineGet({
  path: '/Test/GetName',
  query: z.object({ id: z.coerce.number() }),
  result: z.string(),
  summary: 'test',
});

/**
 * Before each test: a fresh mock adapter answering `api.reply(id)`, quiet console warnings.
 * `api.requests` holds the requests of the current test.
 */
export function mockApiPerTest(): { reply: (id: number) => Reply; requests: InternalAxiosRequestConfig[] } {
  const api = { reply: (_id: number): Reply => ({ hang: true }), requests: [] as InternalAxiosRequestConfig[] };
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = mockAdapter((config) => api.reply(Number(config.params.id)));
    api.requests = mock.requests;
    configureApi({ baseURL: '/api', getLanguage: () => 'en-us', adapter: mock.adapter });
  });
  afterEach(() => jest.restoreAllMocks());
  return api;
}
