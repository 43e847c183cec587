import { PRICE_RANGES } from '../contracts/constants';
import { parse, toSearchBody, type BandResolver } from './index';

const bands: BandResolver = (group, band) => (group === 'intakeTime' ? ['2024-2024', '2025-2025'][Number(band) - 1] : undefined);

test('a sale filter becomes the SearchProperty body of spec 3.3', () => {
  const f = parse('advt1b12y4p2i2i3f3k101l102v1w2j2hk05hmm0101de7e1024r3c9u3g2', 'pmin=500&pmax=800.5&amin=300&dmax=700&omax=20&key=Taikoo&companyId=4&accountId=8');
  expect(f && toSearchBody(f, 'buy', bands)).toEqual({
    pageIndex: 2, pageCount: 20, order: 3, rentalType: 1,
    propertyCategory: 1, subCategory: 12, saleStatuses: [4], SaleForm: 2, intakeTime: ['2025-2025'],
    priceCode: PRICE_RANGES.SalePrice[1], roomNumbers: [2, 3], unitFloors: [3],
    propertyTag: [101, 102], propertyLabel: [1], zoneCode: 'KLN-YTM', gscopeCode: 'HK-CW-01', regionType: 1,
    developers: [7], estateIds: [1024], estateSecondeIds: [3], storeId: 9,
    minPriceValue: 5_000_000, maxPriceValue: 8_005_000, minBuildingArea: 300, maxSaleableArea: 700, maxBuildingAge: 20,
    keywords: 'Taikoo', companyId: 4, accountId: 8,
  });
});

test('rent and serviced: prices in HKD, labels as rent labels, school nets and subway', () => {
  const f = parse('l2nhk11nhk12m1', 'pmin=15000');
  expect(f && toSearchBody(f, 'serviced')).toEqual({
    pageIndex: 1, pageCount: 20, order: 0, rentalType: 2, isServiced: true,
    rentLabel: [2], gscopeCode: '11,12', districtTab: 1, minPriceValue: 15000,
  });
  const g = parse('hma1z1zl3zs45zs46p1');
  expect(g && toSearchBody(g, 'rent', bands)).toEqual({
    pageIndex: 1, pageCount: 20, order: 0, rentalType: 2, regionCode: 'HK', regionType: 0, LineId: 3, StationIds: [45, 46],
    priceCode: PRICE_RANGES.RentPrice[0],
  });
});
