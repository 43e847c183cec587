import type { ApiTransport } from './transport';
import { configureApi } from './config';
import { ensureVisitorId, readVisitorId } from './visitor-id';

describe('visitor id', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'visitorId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks GetVisitorId once, keeps the id in localStorage and a cookie, and reuses it', async () => {
    const transport = jest.fn<ReturnType<ApiTransport>, Parameters<ApiTransport>>(async () => ({
      data: { code: 0, result: { visitorId: 'v-7f3a' } },
      status: 200,
    }));
    configureApi({ baseURL: '/api', getLanguage: () => 'en-us', transport, validateResponses: true });
    const [a, b] = await Promise.all([ensureVisitorId(), ensureVisitorId()]);
    expect([a, b]).toEqual(['v-7f3a', 'v-7f3a']);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]![0].url).toBe('/User/GetVisitorId');
    expect(readVisitorId()).toBe('v-7f3a');
    expect(document.cookie).toContain('visitorId=v-7f3a');
    await ensureVisitorId();
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
