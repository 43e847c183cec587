import { filterOf, listHref, orderHref, pageHref, searchBodyOf } from './list-query';

describe('list URLs', () => {
  it('reads the filter segment and query of the route', () => {
    const filter = filterOf({ filter: 'u3g2' }, '?key=Taikoo');
    expect(filter).toMatchObject({ order: 3, page: 2, query: { key: 'Taikoo' } });
    expect(filterOf({}, '')).toMatchObject({ codes: {} });
  });

  it('writes real page links through the shared codec, and back', () => {
    const filter = filterOf({}, '?key=Mei Foo');
    if (!filter) throw new Error('filter');
    expect(pageHref('buy', filter, 2, 'en-us')).toBe('/en-us/buy/g2/?key=Mei+Foo');
    expect(pageHref('buy', filter, 1, 'zh-hk')).toBe('/buy?key=Mei+Foo');
    expect(filterOf({ filter: 'g2' }, '?key=Mei+Foo')).toEqual({ ...filter, page: 2 });
  });

  it('sends the page back to 1 when the order changes, and drops the default order', () => {
    const filter = filterOf({ filter: 'g3' }, '');
    if (!filter) throw new Error('filter');
    expect(orderHref('rent', filter, 4, 'zh-cn')).toBe('/zh-cn/rent/u4/');
    expect(orderHref('rent', filter, 0, 'zh-cn')).toBe('/zh-cn/rent');
    expect(listHref('buy', filter, 'en-us', 'taikoo')).toBe('/en-us/buy/g3/taikoo');
  });

  it('builds the SearchProperty body: 20 a page, rental type by kind', () => {
    const filter = filterOf({ filter: 'u3g2' }, '?key=Taikoo');
    if (!filter) throw new Error('filter');
    expect(searchBodyOf(filter, 'buy')).toMatchObject({ pageIndex: 2, pageCount: 20, order: 3, rentalType: 1, keywords: 'Taikoo' });
    expect(searchBodyOf(filter, 'rent')).toMatchObject({ rentalType: 2 });
  });
});
