import { rememberSignedIn } from '@portal/shared/api';
import { deleteCollection, searchCollection, searchVisitorCollection, updateCollection } from '@portal/shared/endpoints';
import { useBaseStore } from '@portal/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/session';
import { collectionItem, fakeApi, inApp } from '../../../testing';
import { BookmarkList } from './bookmark-list';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
afterEach(() => {
  endSession();
  localStorage.clear();
});

const list = () => inApp(<BookmarkList locale="en-us" type="all" page={1} hrefFor={(t, p) => `/en-us/fav?type=${t}&page=${p}`} onType={jest.fn()} />, { path: '/en-us/fav' });
const page = (items: ReturnType<typeof collectionItem>[]) => ({ items, total: items.length, pageIndex: 1, pageCount: 20 });

describe('BookmarkList', () => {
  it("lists a member's bookmarks with links, saves a remark and removes one", async () => {
    rememberSignedIn({ userID: 41, userName: 'Chan' });
    useBaseStore.getState().setUserInfo({ userID: 41, userName: 'Chan' });
    let items = [collectionItem(), collectionItem({ collectionID: 8, sourceId: '99', property: null, remark: 'sold?' })];
    api.answer(searchCollection, () => page(items));
    api.answer(updateCollection, { updated: true });
    api.answer(deleteCollection, () => {
      items = items.slice(1);
      return { deleted: 1 };
    });
    render(list());
    const rows = await screen.findAllByTestId('bookmark', {}, LOADED);
    expect(within(rows[0]!).getByRole('link', { name: 'Taikoo Shing, Kam Din Terrace, high floor' })).toHaveAttribute('href', '/en-us/buy-property-120034.html');
    expect(within(rows[1]!).getByText('No longer available')).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText('Note')).toHaveValue('sold?');
    const user = userEvent.setup();
    await user.type(within(rows[0]!).getByLabelText('Note'), 'view the sea');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.requests(updateCollection)[0]?.body).toEqual({ collectionID: 7, remark: 'view the sea' }));
    await user.click(screen.getByRole('button', { name: 'Remove Taikoo Shing, Kam Din Terrace, high floor from bookmarks' }));
    await waitFor(() => expect(screen.getAllByTestId('bookmark')).toHaveLength(1));
    expect(api.requests(deleteCollection)[0]!.query.collectionId).toBe('7');
    expect(api.requests(searchVisitorCollection)).toEqual([]);
  });

  it("shows a visitor their own bookmarks, without remarks", async () => {
    localStorage.setItem('visitorId', JSON.stringify('v1234567890abcdefgh'));
    api.answer(searchVisitorCollection, page([collectionItem({ sourceType: 'estate', sourceId: '5', property: null, estate: { estateID: 5, estateNameWithCulture: 'Mei Foo Sun Chuen', addressWithCulture: 'Mei Foo', regionNameWithCulture: 'Lai Chi Kok', avgDealPriceSqft: 12000, saleListingCount: 3, rentListingCount: 1 } })]));
    render(list());
    expect(await screen.findByRole('link', { name: 'Mei Foo Sun Chuen' }, LOADED)).toHaveAttribute('href', '/en-us/estate-5');
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
  });

  it('a visitor who never bookmarked sees the empty list without a call', async () => {
    render(list());
    expect(await screen.findByText('No bookmarks here yet', {}, LOADED)).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
  });
});
