import { bandOf, bandResolver, parse, toSearchBody } from './index';

const dictionaries = {
  SalePrice: [{ dictionaryValue: '0-4000000' }, { dictionaryValue: '4000000-6000000' }],
  RentPrice: [{ dictionaryValue: '0-10000' }, { dictionaryValue: '10000-15000' }],
  Area: [{ dictionaryValue: '0-300' }, { dictionaryValue: '300-500' }],
  BuildingAge: [{ dictionaryValue: '0-5' }],
};

test('band numbers resolve through the dictionary group of the list kind', () => {
  const resolve = bandResolver(dictionaries);
  const f = parse('p2a1d2o1');
  expect(f && toSearchBody(f, 'buy', resolve)).toMatchObject({
    priceCode: '4000000-6000000', buildingArea: '0-300', saleableArea: '300-500', buildingAge: '0-5',
  });
  expect(f && toSearchBody(f, 'rent', resolve).priceCode).toBe('10000-15000');
  expect(resolve('price', '3', 'buy')).toBeUndefined();
  expect(resolve('price', '0', 'buy')).toBeUndefined();
  expect(bandResolver({})('price', '1', 'buy')).toBeUndefined();
});

test('bandOf gives the URL value of a dictionary value', () => {
  expect(bandOf(dictionaries.SalePrice, '4000000-6000000')).toBe('2');
  expect(bandOf(dictionaries.SalePrice, '1-2')).toBeNull();
});
