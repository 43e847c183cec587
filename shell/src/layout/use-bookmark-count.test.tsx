import { configureApi } from '@portal/shared/api';
import { useBaseStore } from '@portal/shared/stores';
import { renderHook, waitFor } from '@testing-library/react';
import { useBookmarkCount } from './use-bookmark-count';

function answer(total: number, seen: string[]) {
  configureApi({
    baseURL: 'http://api.test/api',
    getLanguage: () => 'en-us',
    transport: async (request) => {
      seen.push(String(request.url));
      return { data: { code: 0, result: { total, counts: [] } }, status: 200 };
    },
  });
}

function clearCookies() {
  for (const name of ['token', 'visitorId']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('header bookmark count on arrival', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    useBaseStore.getState().setCollectionCount(0);
  });
  afterAll(clearCookies);

  it("reads a returning visitor's count", async () => {
    const seen: string[] = [];
    answer(7, seen);
    document.cookie = 'visitorId=v-123; path=/';
    renderHook(() => useBookmarkCount());
    await waitFor(() => expect(useBaseStore.getState().collectionCount).toBe(7));
    expect(seen).toEqual(['/User/GetVisitorCollectionCount']);
  });

  it("reads a signed-in member's count rather than the visitor's", async () => {
    const seen: string[] = [];
    answer(31, seen);
    document.cookie = 'visitorId=v-123; path=/';
    document.cookie = 'token=t-abc; path=/';
    renderHook(() => useBookmarkCount());
    await waitFor(() => expect(useBaseStore.getState().collectionCount).toBe(31));
    expect(seen).toEqual(['/User/GetCollectionCount']);
  });

  it('asks nothing of a first-time visitor', async () => {
    const seen: string[] = [];
    answer(5, seen);
    renderHook(() => useBookmarkCount());
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
    expect(useBaseStore.getState().collectionCount).toBe(0);
  });
});
