import { render, screen } from '@testing-library/react';
import { answerApi, inApp } from '../../../testing';
import { SearchResults } from './search-results';

const LOADED = { timeout: 10_000 };
const item = (id: number, title: string) => ({
  informationID: id, kind: 'news', categoryID: 3, categoryNameWithCulture: 'Policy', estateID: null, estateNameWithCulture: null,
  titleWithCulture: title, summaryWithCulture: `About ${title}`, cover: null, tags: [], author: null, featured: false,
  viewCount: 10, publishTime: '2026-11-20T00:00:00Z',
});

describe('SearchResults', () => {
  it('shows the matching articles, the keyword in the box and pages that keep the keyword and the topic', async () => {
    answerApi({
      '/Information/SearchInformation': { items: [item(7, 'Stamp duty threshold raised'), item(9, 'Budget <b>measures</b>')], total: 45, pageIndex: 1, pageCount: 20 },
    });
    const { container } = render(inApp(<SearchResults locale="en-us" keyword="stamp duty" tId={3} page={1} />, { path: '/en-us/news/search/list/t3?keyword=stamp+duty' }));
    expect(await screen.findByRole('link', { name: /Stamp duty threshold raised/ }, LOADED)).toHaveAttribute('href', '/en-us/news/7/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News about “stamp duty”');
    expect(screen.getByRole('searchbox')).toHaveValue('stamp duty');
    expect(screen.getByText('Budget <b>measures</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('45 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en-us/news/search/list/t3?keyword=stamp+duty&page=2');
  });

  it('says when nothing matches, in the page’s language', async () => {
    answerApi({ '/Information/SearchInformation': { items: [], total: 0, pageIndex: 1, pageCount: 20 } }, 'zh-cn');
    render(inApp(<SearchResults locale="zh-cn" keyword="海鸥" page={1} />, { path: '/zh-cn/news/search/list?keyword=海鸥', locale: 'zh-cn' }));
    expect(await screen.findByText('找不到“海鸥”相关新闻', {}, LOADED)).toBeInTheDocument();
  });

  it('asks for a keyword instead of searching without one', () => {
    const { paths } = answerApi({});
    render(inApp(<SearchResults locale="en-us" keyword="" page={1} />, { path: '/en-us/news/search/list' }));
    expect(screen.getByText('Type a keyword to search the news.')).toBeInTheDocument();
    expect(paths).toEqual([]);
  });
});
