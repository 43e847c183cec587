import { renderHook, waitFor } from '@testing-library/react';
import type { BookmarksApi } from './api/bookmarks-api';
import { useBookmarkStatuses } from './use-bookmark-statuses';

it('asks for every id of the list in one call', async () => {
  const api: jest.Mocked<BookmarksApi> = {
    status: jest.fn(),
    add: jest.fn(),
    remove: jest.fn(),
    statuses: jest.fn().mockResolvedValue(new Map([['S2', { collected: true, collectionId: 9 }]])),
  };
  const { result } = renderHook(() => useBookmarkStatuses('buy', ['S1', 'S2', 'S3'], api));
  expect(result.current.ready).toBe(false);
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(api.statuses).toHaveBeenCalledTimes(1);
  expect(api.statuses).toHaveBeenCalledWith(false, 'buy', ['S1', 'S2', 'S3']);
  expect(result.current.statuses.get('S2')).toEqual({ collected: true, collectionId: 9 });
});

it('keeps the last answer while the statuses of a changed list load (no blinking buttons)', async () => {
  let release: (m: Map<string, { collected: boolean; collectionId: number | null }>) => void = () => undefined;
  const api: jest.Mocked<BookmarksApi> = {
    status: jest.fn(),
    add: jest.fn(),
    remove: jest.fn(),
    statuses: jest
      .fn()
      .mockResolvedValueOnce(new Map([['S2', { collected: true, collectionId: 9 }]]))
      .mockImplementationOnce(() => new Promise((resolve) => { release = resolve; })),
  };
  const { result, rerender } = renderHook(({ ids }) => useBookmarkStatuses('buy', ids, api), { initialProps: { ids: ['S1', 'S2'] } });
  await waitFor(() => expect(result.current.ready).toBe(true));
  rerender({ ids: ['S1', 'S2', 'S9'] });
  expect(result.current.ready).toBe(true);
  expect(result.current.statuses.get('S2')).toEqual({ collected: true, collectionId: 9 });
  release(new Map([['S9', { collected: true, collectionId: 11 }]]));
  await waitFor(() => expect(result.current.statuses.get('S9')).toEqual({ collected: true, collectionId: 11 }));
});
