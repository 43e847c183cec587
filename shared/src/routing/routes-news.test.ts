import { href, match, type MatchResult } from './index';

const routeOf = (r: MatchResult) => (r.kind === 'route' ? [r.route.name, r.params] : [r.kind]);

describe('news and property-tips routes (spec 2.3, 2.4)', () => {
  it.each([
    ['/article/15/stamp-duty-explained', ['propertyTipsArticle', { id: '15', title: 'stamp-duty-explained' }]],
    ['/en-us/article/15/%E5%8D%B0%E8%8A%B1%E7%A8%85', ['propertyTipsArticle', { id: '15', title: '印花稅' }]],
    ['/zh-cn/property-tips/article/15', ['propertyTipsArticle', { id: '15' }]],
    ['/property-tips/faq/42', ['propertyTipsFaq', { title: '42' }]],
    ['/property-tips/t31/mortgages', ['propertyTipsTopic', { tId: '31', title: 'mortgages' }]],
    ['/en-us/property-tips/置业百科', ['encyclopedia', {}]],
    ['/news/search/list/e12', ['newsSearchList', { eId: '12' }]],
  ])('%s', (path, expected) => {
    expect(routeOf(match(path))).toEqual(expected);
  });

  it('does not take a bare /article without a number', () => {
    expect(routeOf(match('/article/abc/x'))[0]).not.toBe('propertyTipsArticle');
  });

  it('writes an article link under /property-tips, the bare /article form being an alias', () => {
    expect(href('propertyTipsArticle', { id: 15, title: 'stamp-duty' }, 'en-us')).toBe('/en-us/property-tips/article/15/stamp-duty');
  });
});
