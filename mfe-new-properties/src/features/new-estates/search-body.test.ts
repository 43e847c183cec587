import { parse } from '@portal/shared/url';
import { DICTIONARIES } from '../../testing/new-estates';
import { dictionariesOf, newEstateSearchBody } from './search-body';

const dictionaries = dictionariesOf(DICTIONARIES);
const bodyOf = (segment: string, query = '') => newEstateSearchBody(parse(segment, query)!, dictionaries);

describe('newEstateSearchBody', () => {
  it('maps the new-development codes: sales status, intake, developer, features, multimedia, bands, district', () => {
    expect(bodyOf('y2y4j2de11l1v3p2d2hk13u3g2')).toEqual({
      pageIndex: 2, pageCount: 20, order: 'PriceDesc', saleStatuses: [2, 4], intakeTime: ['2026-2026'], developers: [11],
      newFeature: [1], multimedia: [3], priceCode: '5000000-8000000', minSaleableArea: 300, maxSaleableArea: 500, zoneCode: 'NTE-SK',
    });
  });

  it('never sends a rental type, and sends no order for the default one', () => {
    const body = bodyOf('');
    expect(body).toEqual({ pageIndex: 1, pageCount: 20 });
    expect('rentalType' in body).toBe(false);
    expect(bodyOf('u0').order).toBeUndefined();
  });

  it('a region, custom ranges in 10K and square feet, and keywords', () => {
    expect(bodyOf('hma2', 'pmin=500&pmax=800&dmin=300&key=Sai%20Kung')).toEqual({
      pageIndex: 1, pageCount: 20, regionCode: 'KLN', minPrice: 5_000_000, maxPrice: 8_000_000, minSaleableArea: 300, keywords: 'Sai Kung',
    });
  });

  it('leaves out bands the dictionaries do not know (not loaded, or out of range)', () => {
    expect(newEstateSearchBody(parse('j1p1', '')!, {})).toEqual({ pageIndex: 1, pageCount: 20 });
    expect(bodyOf('p9d9j9')).toEqual({ pageIndex: 1, pageCount: 20 });
  });
});
