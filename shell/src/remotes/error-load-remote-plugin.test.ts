import errorLoadRemotePlugin, { REMOTE_FETCH_TIMEOUT_MS, fallbackModule, fetchWithTimeout } from './error-load-remote-plugin';
import { isRemoteUnavailable } from './remote-unavailable-error';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('errorLoadRemote plugin', () => {
  const plugin = errorLoadRemotePlugin();
  const hook = plugin.errorLoadRemote as unknown as Hook;

  it('returns a module whose component throws RemoteUnavailableError, for a module load', () => {
    const mod = hook({ id: 'mfe_news/NewsListPage', error: new Error('down'), lifecycle: 'onLoad' }) as { default: () => never };
    expect(typeof mod.default).toBe('function');
    let thrown: unknown;
    try {
      mod.default();
    } catch (e) {
      thrown = e;
    }
    expect(isRemoteUnavailable(thrown)).toBe(true);
    expect((thrown as Error).message).toContain('mfe_news/NewsListPage');
  });

  it('leaves manifest resolution and shared loading alone', () => {
    for (const lifecycle of ['afterResolve', 'beforeLoadShare', 'beforeRequest']) {
      expect(hook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle })).toBeUndefined();
    }
  });

  it('limits script loading to the same timeout', () => {
    expect((plugin.createScript as unknown as () => unknown)()).toEqual({ timeout: REMOTE_FETCH_TIMEOUT_MS });
  });

  it('gives a module object, never a factory', () => {
    expect(fallbackModule('a/b', 'boom')).toMatchObject({ __esModule: true });
  });
});

describe('fetchWithTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('aborts a request that never answers', async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn((_url: unknown, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const pending = fetchWithTimeout('http://remote/mf-manifest.json', {}, 5000);
    jest.advanceTimersByTime(5000);
    await expect(pending).rejects.toThrow('did not answer in 5000 ms');
  });

  it('passes an answer through', async () => {
    const response = { ok: true } as Response;
    global.fetch = jest.fn(() => Promise.resolve(response)) as unknown as typeof fetch;
    await expect(fetchWithTimeout('http://remote/mf-manifest.json')).resolves.toBe(response);
  });
});
