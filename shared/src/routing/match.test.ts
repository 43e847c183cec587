import { LOCALES, match, withLocale, type MatchResult } from './index';

const routeOf = (r: MatchResult) => (r.kind === 'route' ? [r.route.name, r.params] : [r.kind, r.kind === 'redirect' ? r.to : null]);

/** Real URLs of spec 2.2 to 2.5 (unprefixed form) and what they resolve to. */
const TABLE: Array<[string, string, Record<string, string>?]> = [
  ['/', 'home'], ['/home', 'home'], ['/aboutus/', 'aboutUs'], ['/aboutUs', 'aboutUs'],
  ['/download', 'download'], ['/downLoad', 'download'], ['/search', 'search'], ['/mSearchPage', 'mSearchPage'],
  ['/buy', 'buyList'], ['/buy/t1b12g2/', 'buyList', { filter: 't1b12g2' }],
  ['/buy/t1/kowloon-flats', 'buyList', { filter: 't1', tertiary: 'kowloon-flats' }],
  ['/rent/i2i3/', 'rentList', { filter: 'i2i3' }], ['/propertiesList', 'propertiesList'],
  ['/propertiesList/t1/', 'propertiesList', { filter: 't1' }],
  ['/serviced-apartment/u2/', 'servicedList', { filter: 'u2' }], ['/serviceList', 'serviceList'],
  ['/servicesDetail/mDetail', 'servicesDetail'], ['/servicesDetail/pcDetail', 'servicesDetail'],
  ['/new-properties/y1/', 'newPropertyList', { filter: 'y1' }], ['/newPropertiesList', 'newPropertyList'],
  ['/estate/hk12/', 'estateList', { filter: 'hk12' }], ['/estate/taikoo-shing', 'estateList', { tertiary: 'taikoo-shing' }],
  ['/estate/e5/%E5%A4%AA%E5%8F%A4%E5%9F%8E', 'estateList', { filter: 'e5', tertiary: '太古城' }], ['/estateList', 'estateList'],
  ['/agency/f2/', 'agencyList', { filter: 'f2' }], ['/agency/f2/central/abc', 'agencyList', { filter: 'f2', tertiary: 'central', tertiary2: 'abc' }],
  ['/agency/1024/buy', 'agencyDetail', { agentId: '1024' }], ['/agency/1024/rent/g2/', 'agencyDetailRent', { agentId: '1024', filter: 'g2' }],
  ['/agency/1024/partner', 'agencyDetailPartner', { agentId: '1024' }], ['/partner', 'partnerList'],
  ['/partner/77/buy/t1/x-y', 'partnerDetail', { partnerId: '77', filter: 't1', tertiary: 'x-y' }],
  ['/partner/77/rent', 'partnerDetailRent', { partnerId: '77' }],
  ['/buy-property-123456.html', 'saleDetail', { propertyId: '123456' }], ['/buy-property-S123', 'saleDetail', { propertyId: 'S123' }],
  ['/buy-property-123/sea-view', 'saleDetail', { propertyId: '123', tertiary: 'sea-view' }],
  ['/rent-property-88.html', 'rentDetail', { propertyId: '88' }], ['/new-property-9.html', 'newPropertyDetail', { propertyId: '9' }],
  ['/new-property-layouts-9', 'newPropertyLayouts', { propertyId: '9' }], ['/new-property-layouts-detail', 'newPropertyLayoutsDetail'],
  ['/new-section-9/intro', 'newSection', { propertyId: '9', tertiary: 'intro' }], ['/estate-42', 'estateDetail', { propertyId: '42' }],
  ['/estate-42/transactions', 'estateDetail', { propertyId: '42', tertiary: 'transactions' }],
  ['/estate-map/42', 'estateMap', { estateId: '42' }], ['/person-data/123', 'personData', { propertyId: '123' }],
  ['/deal/9001', 'dealDetail', { id: '9001' }], ['/room-type-detail/5', 'roomTypeDetail', { id: '5' }],
  ['/subscribe/3', 'subscribe', { id: '3' }], ['/greater-bay-area/c1/', 'gbaList', { filter: 'c1' }],
  ['/greater-bay-area-77.html', 'gbaDetail', { detailId: '77' }], ['/greater-bay-area-77-detail', 'gbaMore', { detailId: '77' }],
  ['/greater-bay-area-77-floorplan/t3', 'gbaFloorplan', { detailId: '77', tId: '3' }],
  ['/message/add', 'messageAdd'], ['/message/change', 'messageChange'], ['/message/reply', 'messageReply'],
  ['/news/123/', 'newsDetail', { id: '123' }], ['/news/123/some-title', 'newsDetail', { id: '123', tertiary: 'some-title' }],
  ['/news/b2', 'newsCategory', { bId: '2' }], ['/news/t8/market/extra', 'newsTopic', { tId: '8', tertiary: 'market', rest: 'extra' }],
  ['/news/search/list/t8/e4/x', 'newsSearchList', { tId: '8', eId: '4', rest: 'x' }], ['/news/list', 'newsList'],
  ['/news/anything-else', 'newsList', { rest: 'anything-else' }], ['/news/地產新聞', 'newsRealEstate'], ['/news/地产新闻', 'newsRealEstate'],
  ['/estateNews/index', 'estateNewsIndex'], ['/property-tips/12', 'propertyTips', { id: '12' }],
  ['/property-tips/article/5/how-to-buy', 'propertyTipsArticle', { id: '5', title: 'how-to-buy' }],
  ['/property-tips/faq/stamp-duty', 'propertyTipsFaq', { title: 'stamp-duty' }], ['/property-tips/b3', 'propertyTipsCategory', { bId: '3' }],
  ['/property-tips/置業百科', 'encyclopedia'], ['/around', 'around'], ['/complaint', 'complaint'], ['/deal-rank', 'dealRank'],
  ['/fav', 'fav'], ['/favList', 'fav'], ['/historyList', 'history'], ['/house-map', 'houseMap'], ['/houseMap', 'houseMap'],
  ['/housegpt', 'housegpt'], ['/market-data', 'marketData'], ['/marketData/index', 'marketData'], ['/marketData/deal-rank', 'dealRank'],
  ['/latestTrans/index', 'latestTrans'], ['/greaterBayArea/index', 'gbaIndex'], ['/greaterBayArea/detail', 'gbaIndexDetail'], ['/detail', 'gbaIndexDetail'], ['/gbaTools', 'gbaTools'], ['/newSubscribe', 'newSubscribe'],
  ['/estate-sale-detail', 'estateSaleDetail'], ['/new-property-sale-detail', 'newPropertySaleDetail'], ['/agent-list', 'agentList'],
  ['/agentRefactor', 'agentList'], ['/houseDetail/saleDetail', 'houseDetailSale'], ['/houseDetail/newSectionPage', 'houseDetailNewSection'],
  ['/member/sign-in', 'signIn'], ['/member', 'memberCentre'],
];

describe.each(LOCALES)('match in %s', (locale) => {
  test.each(TABLE)('%s -> %s', (path, name, params = {}) => {
    const r = match(withLocale(path, locale));
    expect(routeOf(r)).toEqual([name, params]);
    if (r.kind === 'route') expect(r.locale).toBe(locale);
  });

  test.each([
    ['/aboutus/team', '/aboutus/'], ['/news/123.html', '/news/123/'], ['/news/b2/market/x/y', '/news/b2/market/'],
  ])('%s redirects to %s', (from, to) => {
    expect(match(withLocale(from, locale), '?a=1')).toEqual({ kind: 'redirect', to: `${withLocale(to, locale)}?a=1`, status: 301 });
  });

  test.each([
    '/nowhere', '/buy-property-abc', '/buy-property-12a', '/buy/t1-2/', '/agency/ab/buy/x/y/z', '/estate-4a2',
    '/greater-bay-area-x1', '/deal/abc', '/news/b2/x/y/%E0%A4%A', '/houseDetail/other', '/partner/1/x/y/z/w',
  ])('%s is not found', (path) => {
    expect(match(withLocale(path, locale))).toEqual({ kind: 'notFound', locale });
  });
});

test('roots and prefixes', () => {
  expect(routeOf(match('/zh-cn'))).toEqual(['home', {}]);
  expect(routeOf(match('/en-us/'))).toEqual(['home', {}]);
  expect(match('/zh-hk/buy', '?x=1')).toEqual({ kind: 'redirect', to: '/buy?x=1', status: 301 });
  expect(match('/en-usa/buy')).toEqual({ kind: 'notFound', locale: 'zh-hk' });
  expect(match('/buy/t1/?pmin=1')).toMatchObject({ kind: 'route', params: { filter: 't1' } });
});
