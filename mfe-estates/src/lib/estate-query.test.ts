import { ESTATE_ORDERS } from '@portal/shared/endpoints';
import { AGE_BANDS, PRICE_BANDS } from '../testing';
import { estateListHref, filterOf, needsBands, orderHref, orderIdOf, orderOfId, pageHref, searchBodyOf } from './estate-query';

const bands = { PracticalFootPrice: PRICE_BANDS, BuildingAge: AGE_BANDS };

describe('the estate list URL', () => {
  it('reads the filter segment and query with the shared codec, and writes it back', () => {
    const filter = filterOf({ filter: 'd2o1hma1hk02nhk14m1u3g2' }, '?key=taikoo&dmin=9000')!;
    expect(filter).toMatchObject({ codes: { d: ['2'], o: ['1'], hma: ['1'], hk: ['02'] }, schoolNet: ['14'], mode: 'schoolNet', order: 3, page: 2 });
    expect(estateListHref(filter, 'en-us')).toBe('/en-us/estate/d2o1hma1hk02nhk14m1u3g2/?dmin=9000&key=taikoo');
    expect(filterOf({ filter: 'nonsense!' }, '')).toBeNull();
  });

  it('goes to a page or a sort, the sort back on page 1', () => {
    const filter = filterOf({ filter: 'hk05g3' }, '')!;
    expect(pageHref(filter, 4, 'zh-hk')).toBe('/estate/hk05g4/');
    expect(pageHref(filter, 1, 'zh-hk')).toBe('/estate/hk05/');
    expect(orderHref(filter, 'DealAvgPriceDesc', 'zh-hk')).toBe('/estate/hk05u4/');
    expect(orderHref({ ...filter, order: 2 }, undefined, 'zh-hk')).toBe('/estate/hk05/');
    expect(estateListHref({ codes: {}, query: {} }, 'zh-cn')).toBe('/zh-cn/estate');
  });

  it('numbers the four estate sorts of spec 3.4 from 1', () => {
    expect(ESTATE_ORDERS.map(orderIdOf)).toEqual([1, 2, 3, 4]);
    expect(ESTATE_ORDERS.map((o) => orderOfId(orderIdOf(o)))).toEqual([...ESTATE_ORDERS]);
    expect(orderOfId(undefined)).toBeUndefined();
    expect(orderOfId(9)).toBeUndefined();
  });
});

describe('searchBodyOf', () => {
  it('sends the area, school net, MTR, bands, ranges, keyword, sort and page as SearchEstate takes them', () => {
    const filter = filterOf({ filter: 'd3o2hma1hk03nhk14zl2zs30zs31u2g2' }, '?key=Tai Koo&dmin=9000&omax=30')!;
    expect(searchBodyOf(filter, bands)).toEqual({
      pageIndex: 2, pageCount: 20, order: 'DealCountDesc', keywords: 'Tai Koo', regionCode: 'HK', zoneCode: 'HK-EA',
      schoolNets: ['14'], LineId: 2, StationIds: [30, 31], priceCode: '15000-20000', minPrice: 9000, buildingAge: '41-999', maxBuildingAge: 30,
    });
  });

  it('leaves a band out until its dictionary is loaded, and says the search should wait for it', () => {
    const filter = filterOf({ filter: 'd1' }, '')!;
    expect(searchBodyOf(filter)).toEqual({ pageIndex: 1, pageCount: 20 });
    expect(needsBands(filter)).toBe(true);
    expect(needsBands(filterOf({ filter: 'hk01' }, '')!)).toBe(false);
  });
});
