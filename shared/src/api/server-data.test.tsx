/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { requestKey, ServerData, ServerDataContext, useApi, usePrefetch } from './index';
import { getName, mockApiPerTest } from './test-get-name';

const api = mockApiPerTest();

function Probe({ id }: { id: number }) {
  const { data, loading } = useApi(getName, { query: { id } });
  return <p>{loading ? 'loading' : `name: ${data}`}</p>;
}

/** two calls in one component: the second is read after the first has suspended and answered */
function Pair({ a, b }: { a: number; b: number }) {
  const first = useApi(getName, { query: { id: a } });
  const second = useApi(getName, { query: { id: b } });
  return <p>{`pair: ${first.data ?? 'loading'} + ${second.data ?? 'loading'}`}</p>;
}

async function renderOnServer(data: ServerData, ids: number[], element?: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ServerDataContext value={data}>
      {element ?? ids.map((id) => <Probe key={id} id={id} />)}
    </ServerDataContext>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

it('renders with the answers on the server, in the page language, one call per request', async () => {
  api.reply = (id) => ({ data: { code: 0, result: `item ${id}` } });
  const data = new ServerData('zh-cn');
  const html = await renderOnServer(data, [1, 2]);
  expect(html).toContain('name: item 1');
  expect(html).toContain('name: item 2');
  expect(api.requests.map((r) => r.params.language)).toEqual(['zh-cn', 'zh-cn']);
  expect(data.answers()).toEqual({
    [requestKey(getName, { query: { id: 1 } })]: { data: 'item 1' },
    [requestKey(getName, { query: { id: 2 } })]: { data: 'item 2' },
  });
});

function NotFoundProbe({ id }: { id: number }) {
  const { data, error, loading } = useApi(getName, { query: { id } });
  return <p>{error ? `error ${error.status}` : loading ? 'loading' : `name: ${data}`}</p>;
}

/** a page part that renders its own part only once its call has answered, having started that part's call early */
function Waterfall() {
  usePrefetch(getName, { query: { id: 2 } });
  usePrefetch(getName, { query: { id: 5 } });
  usePrefetch(getName, { query: { id: 6 }, enabled: false });
  const first = useApi(getName, { query: { id: 1 } });
  return first.data ? <Probe id={2} /> : null;
}

it('starts a prefetched call with the first round, and sends only the answers the page read', async () => {
  api.reply = (id) => ({ data: { code: 0, result: `item ${id}` } });
  const data = new ServerData('en-us');
  const html = await renderOnServer(data, [], <Waterfall />);
  expect(html).toContain('name: item 2');
  // the part's call went out before the first answer, not after it; the disabled one not at all
  expect(api.requests.map((r) => Number(r.params.id))).toEqual([2, 5, 1]);
  expect(Object.keys(data.answers()).sort()).toEqual([requestKey(getName, { query: { id: 1 } }), requestKey(getName, { query: { id: 2 } })].sort());
});

it('reports the failure of a call started early like that of any other', async () => {
  api.reply = (id) => (id === 2 ? { status: 500, data: { code: 500, message: 'down' } } : { data: { code: 0, result: `item ${id}` } });
  const failures: unknown[] = [];
  class NotingServerData extends ServerData {
    protected override failed(error: unknown) {
      failures.push(error);
    }
  }
  const html = await renderOnServer(new NotingServerData('en-us'), [], <Waterfall />);
  expect(html).toContain('loading');
  expect(failures).toEqual([expect.objectContaining({ status: 500 })]);
});

it('renders a not-found answer as the failure it is, and sends it with the page', async () => {
  api.reply = () => ({ status: 404, data: { code: 404, message: 'no such item' } });
  const data = new ServerData('en-us');
  const html = await renderOnServer(data, [], <NotFoundProbe id={9} />);
  expect(html).toContain('error 404');
  expect(data.answers()).toEqual({
    [requestKey(getName, { query: { id: 9 } })]: { failure: expect.objectContaining({ status: 404, message: 'no such item' }) },
  });
});

it('waits for every call of a component, in order', async () => {
  api.reply = (id) => ({ data: { code: 0, result: `item ${id}` } });
  const data = new ServerData('en-us');
  const html = await renderOnServer(data, [], <Pair a={3} b={4} />);
  expect(html).toContain('pair: item 3 + item 4');
  expect(Object.keys(data.answers())).toHaveLength(2);
});

it('renders a failed call as loading and leaves it out of the answers (the browser calls again)', async () => {
  api.reply = (id) => (id === 1 ? { status: 500, data: { code: 500, message: 'down' } } : { data: { code: 0, result: `item ${id}` } });
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
