import { linkHref } from './link-href';

describe('linkHref', () => {
  it('builds the route table address in the page language', () => {
    expect(linkHref({ route: 'saleDetail', params: { propertyId: 'S1000066' } }, 'en-us')).toBe('/en-us/buy-property-S1000066.html');
    expect(linkHref({ route: 'rentList', params: {} }, 'zh-cn')).toBe('/zh-cn/rent');
    expect(linkHref({ route: 'rentList', params: {} }, 'zh-hk')).toBe('/rent');
  });

  it('gives null for no link, a name the table does not know, or params its patterns refuse', () => {
    expect(linkHref(null, 'en-us')).toBeNull();
    expect(linkHref({ route: 'nowhere', params: {} }, 'en-us')).toBeNull();
    expect(linkHref({ route: 'saleDetail', params: { propertyId: '../x' } }, 'en-us')).toBeNull();
  });
});
