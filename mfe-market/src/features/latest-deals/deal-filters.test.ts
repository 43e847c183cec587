import { dealFiltersOf, dealSearchBody } from './deal-filters';

describe('latest transactions filters', () => {
  it('read the URL, keeping only valid values', () => {
    expect(dealFiltersOf('?region=KLN&district=KLN-YTM&estate=%20Mei%20Foo%20&min=3000000&max=abc&from=2026-01-01&to=2026-13-01&page=3')).toEqual({
      region: 'KLN', district: 'KLN-YTM', estate: 'Mei Foo', minPrice: 3_000_000, maxPrice: undefined, dateFrom: '2026-01-01', dateTo: undefined, page: 3,
    });
    expect(dealFiltersOf('')).toEqual({ page: 1, region: undefined, district: undefined, estate: undefined, minPrice: undefined, maxPrice: undefined, dateFrom: undefined, dateTo: undefined });
  });

  it('ask for sale deals of the filters, one page at a time', () => {
    expect(dealSearchBody(dealFiltersOf('?district=HK-WC&max=8000000&page=2'), 20)).toEqual({
      rentalType: 1, regionCode: undefined, zoneCode: 'HK-WC', keywords: undefined, minPrice: undefined, maxPrice: 8_000_000,
      dateFrom: undefined, dateTo: undefined, pageIndex: 2, pageCount: 20,
    });
  });
});
