import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSavedSearch, getSavedSearches } from '@portal/shared/storage';
import { answerApi, inApp } from '../../../testing';
import { SearchHome } from './search-home';

const LOADED = { timeout: 10_000 };
const HOT = [
  { keywordWithCulture: 'stamp duty', searchType: 'news', weight: 9 },
  { keywordWithCulture: 'mortgage', searchType: 'news', weight: 8 },
];

beforeEach(() => localStorage.clear());

describe('SearchHome', () => {
  it('lists the hot keywords and the visitor’s own searches, newest first', async () => {
    addSavedSearch('news', '按揭', { keyword: '按揭' }, 1);
    addSavedSearch('news', 'tenancy', { keyword: 'tenancy' }, 2);
    answerApi({ '/Common/GetRecommendKeyword': HOT });
    render(inApp(<SearchHome locale="en-us" />, { path: '/en-us/news/search' }));
    const hot = await screen.findByRole('link', { name: 'stamp duty' }, LOADED);
    expect(hot.getAttribute('href')).toBe('/en-us/news/search/list?keyword=stamp+duty');
    const history = screen.getByRole('heading', { name: 'Your recent searches' }).parentElement as HTMLElement;
    expect(within(history).getAllByRole('link').map((a) => a.textContent)).toEqual(['tenancy', '按揭']);
  });

  it('searches from the keyboard: the keyword is remembered and its results open', async () => {
    const user = userEvent.setup();
    answerApi({ '/Common/GetRecommendKeyword': HOT });
    render(inApp(<SearchHome locale="zh-hk" />, { path: '/news/search', locale: 'zh-hk' }));
    await user.type(screen.getByRole('searchbox', { name: '搜尋地產新聞' }), ' 印花稅 {Enter}');
    expect(screen.getByTestId('location').textContent).toBe(`/news/search/list?keyword=${encodeURIComponent('印花稅')}`);
    expect(getSavedSearches('news').map((s) => s.searchConditions)).toEqual(['印花稅']);
  });

  it('does not search or remember an empty keyword', async () => {
    const user = userEvent.setup();
    answerApi({ '/Common/GetRecommendKeyword': [] });
    render(inApp(<SearchHome locale="en-us" />, { path: '/en-us/news/search' }));
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/en-us/news/search');
    expect(getSavedSearches('news')).toEqual([]);
    expect(await screen.findByText('No popular searches yet.', {}, LOADED)).toBeInTheDocument();
  });

  it('removes one search or clears them all', async () => {
    const user = userEvent.setup();
    addSavedSearch('news', 'rent', { keyword: 'rent' }, 1);
    addSavedSearch('news', 'stamp duty', { keyword: 'stamp duty' }, 2);
    answerApi({ '/Common/GetRecommendKeyword': HOT });
    render(inApp(<SearchHome locale="en-us" />, { path: '/en-us/news/search' }));
    await user.click(screen.getByRole('button', { name: 'Remove “rent” from your searches' }));
    expect(getSavedSearches('news').map((s) => s.searchConditions)).toEqual(['stamp duty']);
    await user.click(screen.getByRole('button', { name: 'Clear search history' }));
    expect(await screen.findByText('Your searches will appear here.')).toBeInTheDocument();
  });

  it('says so when the hot keywords cannot be loaded', async () => {
    answerApi({});
    render(inApp(<SearchHome locale="en-us" />, { path: '/en-us/news/search' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('Popular searches could not be loaded.');
  });
});
