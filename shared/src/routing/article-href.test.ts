import { articleHref } from './article-href';

describe('articleHref', () => {
  it('opens each kind of article on its own page', () => {
    expect(articleHref({ informationID: 12, kind: 'news' }, 'en-us')).toBe('/en-us/news/12/');
    expect(articleHref({ informationID: 12, kind: 'estate-news' }, 'zh-hk')).toBe('/estateNews/detail?id=12');
    expect(articleHref({ informationID: 12, kind: 'faq' }, 'zh-hk')).toBe('/property-tips/faq/12');
    expect(articleHref({ informationID: 12, kind: 'tips' }, 'zh-cn')).toBe('/zh-cn/property-tips/article/12');
    expect(articleHref({ informationID: 12, kind: 'encyclopedia' }, 'zh-hk')).toBe('/property-tips/article/12');
  });
});
