import { configureApi, type ApiTransport } from '@portal/shared/api';
import { bookmarksApi } from './bookmarks-api';

function answering(result: (url: string) => unknown) {
  const transport = jest.fn<ReturnType<ApiTransport>, Parameters<ApiTransport>>(async (request) => ({
    data: { code: 0, result: result(String(request.url)) },
    status: 200,
  }));
  configureApi({ baseURL: '/api', getLanguage: () => 'en-us', getVisitorId: () => localStorage.getItem('visitorId') ?? undefined, transport });
  return transport;
}

describe('bookmark statuses of a list page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'visitorId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks nothing for a first-time visitor (and makes no visitor id for a page view)', async () => {
    const transport = answering(() => []);
    const statuses = await bookmarksApi.statuses(false, 'buy', ['S1', 'S2']);
    expect(statuses.size).toBe(0);
    expect(transport).not.toHaveBeenCalled();
    expect(await bookmarksApi.status(false, 'buy', 'S1')).toEqual({ collected: false, collectionId: null });
  });

  it("asks for a returning visitor's statuses with their id", async () => {
    localStorage.setItem('visitorId', 'v-1');
    document.cookie = 'visitorId=v-1; path=/';
    const transport = answering(() => [{ sourceId: 'S2', isCollected: true, collectionID: 9 }]);
    const statuses = await bookmarksApi.statuses(false, 'buy', ['S1', 'S2']);
    expect(transport.mock.calls.map(([c]) => c.url)).toEqual(['/User/GetVisitorCollectionsStatus']);
    expect(statuses.get('S2')).toEqual({ collected: true, collectionId: 9 });
  });
});
