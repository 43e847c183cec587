import type { AxiosAdapter } from 'axios';
import { configureApi } from '@portal/shared/api';
import { bookmarksApi } from './bookmarks-api';

function answering(result: (url: string) => unknown) {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
    data: { code: 0, result: result(String(config.url)) },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  configureApi({ baseURL: '/api', getLanguage: () => 'en-us', getVisitorId: () => localStorage.getItem('visitorId') ?? undefined, adapter });
  return adapter;
}

describe('bookmark statuses of a list page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'visitorId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks nothing for a first-time visitor (and makes no visitor id for a page view)', async () => {
    const adapter = answering(() => []);
    const statuses = await bookmarksApi.statuses(false, 'buy', ['S1', 'S2']);
    expect(statuses.size).toBe(0);
    expect(adapter).not.toHaveBeenCalled();
    expect(await bookmarksApi.status(false, 'buy', 'S1')).toEqual({ collected: false, collectionId: null });
  });

  it("asks for a returning visitor's statuses with their id", async () => {
    localStorage.setItem('visitorId', 'v-1');
    document.cookie = 'visitorId=v-1; path=/';
    const adapter = answering(() => [{ sourceId: 'S2', isCollected: true, collectionID: 9 }]);
    const statuses = await bookmarksApi.statuses(false, 'buy', ['S1', 'S2']);
    expect(adapter.mock.calls.map(([c]) => c.url)).toEqual(['/User/GetVisitorCollectionsStatus']);
    expect(statuses.get('S2')).toEqual({ collected: true, collectionId: 9 });
  });
});
