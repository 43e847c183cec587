import type { AxiosAdapter } from 'axios';
import { configureApi } from './config';
import { ensureVisitorId, readVisitorId } from './visitor-id';

describe('visitor id', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'visitorId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks GetVisitorId once, keeps the id in localStorage and a cookie, and reuses it', async () => {
    const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
      data: { code: 0, result: { visitorId: 'v-7f3a' } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    configureApi({ baseURL: '/api', getLanguage: () => 'en-us', adapter, validateResponses: true });
    const [a, b] = await Promise.all([ensureVisitorId(), ensureVisitorId()]);
    expect([a, b]).toEqual(['v-7f3a', 'v-7f3a']);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(adapter.mock.calls[0]![0].url).toBe('/User/GetVisitorId');
    expect(readVisitorId()).toBe('v-7f3a');
    expect(document.cookie).toContain('visitorId=v-7f3a');
    await ensureVisitorId();
    expect(adapter).toHaveBeenCalledTimes(1);
  });
});
