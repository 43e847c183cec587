import { newsPageHref } from '../features/news-list';
import { pageNumberOf } from './page-number';

describe('news paging', () => {
  it('reads ?page as a whole number from 1', () => {
    expect(pageNumberOf('?page=3')).toBe(3);
    expect(pageNumberOf('')).toBe(1);
    expect(pageNumberOf('?page=0')).toBe(1);
    expect(pageNumberOf('?page=2.5')).toBe(1);
    expect(pageNumberOf('?page=abc')).toBe(1);
  });
  it('writes real links per category and locale', () => {
    expect(newsPageHref('en-us', 2)).toBe('/en-us/news?page=2');
    expect(newsPageHref('zh-hk', 1, 7)).toBe('/news/b7');
    expect(newsPageHref('zh-cn', 3, 7)).toBe('/zh-cn/news/b7?page=3');
  });
});
