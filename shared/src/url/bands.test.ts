import { PRICE_RANGES } from '../contracts/constants';
import { bandOf, bandResolver, parse, priceRangeOf, toSearchBody } from './index';

const dictionaries = {
  Area: [{ dictionaryValue: '0-300' }, { dictionaryValue: '300-500' }],
  BuildingAge: [{ dictionaryValue: '0-5' }],
  NewEstateSalesComDate: [{ dictionaryValue: '2024-2024' }, { dictionaryValue: '2025-2025' }],
};

test('price bands read the price table of the list kind, other bands the dictionaries', () => {
  const resolve = bandResolver(dictionaries);
  const f = parse('p2a1d2o1j1j2');
  expect(f && toSearchBody(f, 'buy', resolve)).toMatchObject({
    priceCode: PRICE_RANGES.SalePrice[1], buildingArea: '0-300', saleableArea: '300-500', buildingAge: '0-5',
    intakeTime: ['2024-2024', '2025-2025'],
  });
  expect(f && toSearchBody(f, 'rent', resolve).priceCode).toBe(PRICE_RANGES.RentPrice[1]);
  expect(f && toSearchBody(f, 'rent')).not.toHaveProperty('buildingArea');
  expect(resolve('buildingAge', '2')).toBeUndefined();
  expect(resolve('saleableArea', '0')).toBeUndefined();
  expect(bandResolver({})('buildingArea', '1')).toBeUndefined();
  expect(priceRangeOf('serviced', String(PRICE_RANGES.RentPrice.length))).toBe(PRICE_RANGES.RentPrice.at(-1));
  expect(priceRangeOf('buy', String(PRICE_RANGES.SalePrice.length + 1))).toBeUndefined();
});

test('bandOf gives the URL value of a range in its table', () => {
  expect(bandOf(PRICE_RANGES.SalePrice, PRICE_RANGES.SalePrice[1] ?? '')).toBe('2');
  expect(bandOf(dictionaries.Area, '300-500')).toBe('2');
  expect(bandOf(PRICE_RANGES.SalePrice, '1-2')).toBeNull();
});

test('the price bands cover every price from 0 without a gap', () => {
  for (const ranges of Object.values(PRICE_RANGES)) {
    expect(ranges[0]).toMatch(/^0-/);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]?.split('-')[0]).toBe(ranges[i - 1]?.split('-')[1]);
  }
});
