/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { z } from 'zod';
import { defineGet } from '../contracts/core';
import { configureApi, requestKey, ServerData, ServerDataContext, useApi } from './index';
import { mockAdapter, type Reply } from './test-adapter';

const getName = defineGet({
  path: '/Test/GetName',
  query: z.object({ id: z.coerce.number() }),
  result: z.string(),
  summary: 'test',
});

let reply: (id: number) => Reply;
let requests: ReturnType<typeof mockAdapter>['requests'];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const mock = mockAdapter((config) => reply(Number(config.params.id)));
  requests = mock.requests;
  configureApi({ baseURL: '/api', getLanguage: () => 'en-us', adapter: mock.adapter });
});
afterEach(() => jest.restoreAllMocks());

function Probe({ id }: { id: number }) {
  const { data, loading } = useApi(getName, { query: { id } });
  return <p>{loading ? 'loading' : `name: ${data}`}</p>;
}

async function renderOnServer(data: ServerData, ids: number[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ServerDataContext value={data}>
      {ids.map((id) => <Probe key={id} id={id} />)}
    </ServerDataContext>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

it('renders with the answers on the server, in the page language, one call per request', async () => {
  reply = (id) => ({ data: { code: 0, result: `item ${id}` } });
  const data = new ServerData('zh-cn');
  const html = await renderOnServer(data, [1, 2]);
  expect(html).toContain('name: item 1');
  expect(html).toContain('name: item 2');
  expect(requests.map((r) => r.params.language)).toEqual(['zh-cn', 'zh-cn']);
  expect(data.answers()).toEqual({
    [requestKey(getName, { query: { id: 1 } })]: 'item 1',
    [requestKey(getName, { query: { id: 2 } })]: 'item 2',
  });
});

it('renders a failed call as loading and leaves it out of the answers (the browser calls again)', async () => {
  reply = (id) => (id === 1 ? { status: 500, data: { code: 500, message: 'down' } } : { data: { code: 0, result: `item ${id}` } });
  const data = new ServerData('en-us');
  const html = await renderOnServer(data, [1, 2]);
  expect(html).toContain('loading');
  expect(html).toContain('name: item 2');
  expect(Object.keys(data.answers())).toEqual([requestKey(getName, { query: { id: 2 } })]);
});

it('keys a call by endpoint, query, body and language', () => {
  expect(requestKey(getName, { query: { id: 1 } })).not.toBe(requestKey(getName, { query: { id: 2 } }));
  expect(requestKey(getName, { query: { id: 1 } })).not.toBe(requestKey(getName, { query: { id: 1 }, language: 'en-us' }));
  expect(requestKey(getName, { query: { id: 1 } })).toBe(requestKey(getName, { query: { id: 1 } }));
});
