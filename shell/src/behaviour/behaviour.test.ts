import { FILTER_STATE_STORAGE_PREFIX, HISTORY_MESSAGE_TYPE } from '@portal/shared/mf';
import { getRoute } from '@portal/shared/routing';
import { addHistory } from '@portal/shared/storage';
import { readCookie } from './cookies';
import { FIRST_ROUTE_KEY, clearFiltersOnGroupChange, rememberFirstRoute } from './navigation-state';
import { postHistoryOnChange, postHistoryToParent } from './post-history';
import { canPrefetch, pageModules, warmFirstPage } from './prefetch';

describe('session state across navigations (spec 2.7)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the first route name of the visit', () => {
    rememberFirstRoute(getRoute('buyList'));
    rememberFirstRoute(getRoute('home'));
    expect(sessionStorage.getItem(FIRST_ROUTE_KEY)).toBe('buyList');
  });

  it('clears filter state only between different samePage groups', () => {
    sessionStorage.setItem(`${FILTER_STATE_STORAGE_PREFIX}propertiesList`, '{}');
    sessionStorage.setItem('other', 'kept');
    expect(clearFiltersOnGroupChange(getRoute('buyList'), getRoute('rentList'))).toBe(false);
    expect(sessionStorage.getItem(`${FILTER_STATE_STORAGE_PREFIX}propertiesList`)).toBe('{}');
    expect(clearFiltersOnGroupChange(getRoute('rentList'), getRoute('saleDetail'))).toBe(true);
    expect(sessionStorage.getItem(`${FILTER_STATE_STORAGE_PREFIX}propertiesList`)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('link prefetch (spec 4.9)', () => {
  it('is skipped on 2g and with data saver', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('history posted to an embedding parent (spec 4.8)', () => {
  function framedWindow() {
    const parent = { postMessage: jest.fn() };
    return { win: { parent } as unknown as Window, parent };
  }

  it('posts nothing when not embedded', () => {
    expect(postHistoryToParent(['*'], window)).toBe(false);
  });

  it('posts the four lists to the parent', () => {
    localStorage.clear();
    addHistory('buy', 'S1', { title: 'a' });
    const { win, parent } = framedWindow();
    expect(postHistoryToParent(['https://partner.example'], win)).toBe(true);
    const [message, origin] = parent.postMessage.mock.calls[0] as [{ type: string; lists: Record<string, Array<{ id: string }>> }, string];
    expect(origin).toBe('https://partner.example');
    expect(message.type).toBe(HISTORY_MESSAGE_TYPE);
    expect(Object.keys(message.lists).sort()).toEqual(['BuyHistoryList', 'NewHistoryList', 'RentHistoryList', 'estateHistoryList']);
    expect(message.lists.BuyHistoryList?.[0]?.id).toBe('S1');
  });

  it('posts again when a page records a visit', () => {
    const { win, parent } = framedWindow();
    const stop = postHistoryOnChange(['*'], win);
    addHistory('rent', 'R2', { title: 'b' });
    stop();
    expect(parent.postMessage).toHaveBeenCalled();
  });
});

describe('readCookie', () => {
  it('reads one cookie and decodes it', () => {
    expect(readCookie('token', 'a=1; token=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('token', 'a=1')).toBeUndefined();
    expect(readCookie('token', 'token=')).toBeUndefined();
  });
});

describe('warming the first page before the first render', () => {
  const warmed = (path: string, search = '') => {
    const seen: string[] = [];
    warmFirstPage(path, search, (remote, exposed) => seen.push(`${remote}/${exposed}`));
    return seen;
  };
  it("loads only the current page's remote module, with that remote's messages", () => {
    expect(warmed('/en-us/buy')).toEqual(['listings/Messages', 'listings/BuyListPage']);
    expect(warmed('/news')).toEqual(['news/Messages', 'news/NewsListPage']);
  });
  it("leaves out another remote's component the page embeds (a listing's fair price, hydrated when used), which the server renders", () => {
    expect(warmed('/en-us/buy-property-S1000014.html')).toEqual(['listings/Messages', 'listings/SaleDetailPage']);
    expect(pageModules(getRoute('saleDetail'))).toEqual([['listings', 'SaleDetailPage'], ['estates', 'FairPrice']]);
    expect(pageModules(getRoute('rentDetail'))).toEqual([['listings', 'RentDetailPage'], ['estates', 'FairPrice']]);
  });
  it("loads the home page's first widget (the latest listings) and its remote's messages for the home page, not the widgets below it", () => {
    expect(warmed('/zh-cn/')).toEqual(['listings/Messages', 'listings/LatestListingsWidget']);
  });
  it('loads nothing for shell pages, redirects and unknown paths', () => {
    expect(warmed('/en-us/download')).toEqual([]);
    expect(warmed('/no/such/page')).toEqual([]);
  });
});
