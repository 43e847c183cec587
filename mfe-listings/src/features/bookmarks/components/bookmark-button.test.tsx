import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ApiFailure } from '@portal/shared/api';
import { useBaseStore } from '@portal/shared/stores';
import type { BookmarksApi } from '../api/bookmarks-api';
import { withI18n } from '../../../testing';
import { BookmarkButton } from './bookmark-button';

function fakeApi(collected = false): jest.Mocked<BookmarksApi> {
  return {
    status: jest.fn().mockResolvedValue({ collected, collectionId: collected ? 5 : null }),
    statuses: jest.fn(),
    add: jest.fn().mockResolvedValue(11),
    remove: jest.fn().mockResolvedValue(undefined),
  };
}

beforeEach(() => {
  act(() => useBaseStore.setState({ userInfo: null, collectionCount: 0 }));
});

describe('BookmarkButton', () => {
  it('bookmarks as a visitor and bumps the header count at once', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    act(() => useBaseStore.setState({ collectionCount: 3 }));
    render(withI18n(<BookmarkButton sourceType="buy" sourceId="S1" api={api} />));
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    expect(api.status).toHaveBeenCalledWith(false, 'buy', 'S1');
    await user.click(button);
    expect(api.add).toHaveBeenCalledWith(false, 'buy', 'S1');
    expect(useBaseStore.getState().collectionCount).toBe(4);
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    expect(api.remove).toHaveBeenCalledWith(false, 'buy', 'S1', 11);
    expect(useBaseStore.getState().collectionCount).toBe(3);
  });

  it('tells a visitor at the limit to sign in, without calling the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    act(() => useBaseStore.setState({ collectionCount: 20 }));
    render(withI18n(<BookmarkButton sourceType="rent" sourceId="R2" api={api} signInHref="/signin" />));
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bookmark limit reached: sign in to bookmark more.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(api.add).not.toHaveBeenCalled();
    expect(useBaseStore.getState().collectionCount).toBe(20);
  });

  it('shows the limit message when the server refuses, and puts the count back', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.add.mockRejectedValueOnce(new ApiFailure({ code: 409, status: 409, message: 'limit', messageKey: 'bookmarkLimit' }));
    act(() => useBaseStore.setState({ collectionCount: 7 }));
    render(withI18n(<BookmarkButton sourceType="buy" sourceId="S3" api={api} />, 'zh-hk'));
    await user.click(await screen.findByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('收藏數量已達上限，請登入後繼續收藏。');
    expect(useBaseStore.getState().collectionCount).toBe(7);
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets a member bookmark past the visitor limit', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    act(() => useBaseStore.setState({ userInfo: { userID: 1, userName: 'amy' }, collectionCount: 50 }));
    render(withI18n(<BookmarkButton sourceType="buy" sourceId="S4" api={api} variant="icon" initial={{ collected: false, collectionId: null }} />));
    await user.click(screen.getByRole('button', { name: 'Add to bookmarks' }));
    expect(api.status).not.toHaveBeenCalled();
    expect(api.add).toHaveBeenCalledWith(true, 'buy', 'S4');
    expect(useBaseStore.getState().collectionCount).toBe(51);
    expect(await screen.findByRole('button', { name: 'Remove from bookmarks' })).toBeInTheDocument();
  });

  it('shows "not bookmarked" while the list asks for the state, and a click then waits for it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const props = { sourceType: 'buy', sourceId: 'S5', api, variant: 'icon' } as const;
    const { rerender } = render(withI18n(<BookmarkButton {...props} pending />));
    const button = screen.getByRole('button', { name: 'Add to bookmarks' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(api.add).not.toHaveBeenCalled();
    rerender(withI18n(<BookmarkButton {...props} initial={{ collected: false, collectionId: null }} />));
    expect(await screen.findByRole('button', { name: 'Remove from bookmarks' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.add).toHaveBeenCalledTimes(1);
    expect(api.status).not.toHaveBeenCalled();
  });
});
