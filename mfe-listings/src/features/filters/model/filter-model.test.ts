import i18next from 'i18next';
import { PRICE_RANGES } from '@portal/shared/endpoints';
import { parse, toSearchBody, type ListFilter } from '@portal/shared/url';
import enUs from '../../../i18n/locales/en-us/listings.features.json';
import { REFERENCE } from '../test-reference';
import { areaIdOf, gscopeOf } from './area-ids';
import { makeBandResolver, priceBands } from './bands';
import { createFilterLabeler, describeFilter } from './filter-labels';
import { rangeError, withRange } from './range-rules';

const t = i18next.createInstance();
beforeAll(() => t.init({ lng: 'en-us', lowerCaseLng: true, defaultNS: 'listings', resources: { 'en-us': { listings: enUs } } }));

describe('range rules (spec 5)', () => {
  it('accepts low-to-high or one-sided ranges and rejects high-to-low or negative ones', () => {
    expect(rangeError('price', '500', '800')).toBeNull();
    expect(rangeError('price', '', '800')).toBeNull();
    expect(rangeError('price', '500', '')).toBeNull();
    expect(rangeError('price', '800', '500')).toBe('filters.rangeError.price');
    expect(rangeError('saleableArea', '700', '300')).toBe('filters.rangeError.saleableArea');
    expect(rangeError('grossArea', '-1', '')).toBe('filters.rangeError.grossArea');
    expect(t.t('filters.rangeError.price')).toMatch(/^Price range error/);
  });

  it('keeps sale prices in 10K in the URL; the search body carries dollars', () => {
    const query = withRange({}, 'price', '500', '800');
    expect(query).toEqual({ pmin: 500, pmax: 800 });
    const filter: ListFilter = { codes: {}, query };
    expect(toSearchBody(filter, 'buy')).toMatchObject({ minPriceValue: 5_000_000, maxPriceValue: 8_000_000 });
    expect(toSearchBody(filter, 'rent')).toMatchObject({ minPriceValue: 500, maxPriceValue: 800 });
    expect(withRange(query, 'price', '', '')).toEqual({});
  });
});

describe('area ids', () => {
  it('maps URL ids and gscope codes both ways', () => {
    expect(gscopeOf('hk', '05')).toBe('KLN-YTM');
    expect(areaIdOf('KLN-YTM')).toEqual({ code: 'hk', id: '05' });
    expect(areaIdOf('KLN')).toEqual({ code: 'hma', id: '2' });
    expect(areaIdOf(gscopeOf('hmm', '0501'))).toEqual({ code: 'hmm', id: '0501' });
    expect(areaIdOf('XYZ')).toBeNull();
  });
});

describe('labels and bands', () => {
  it('names every chosen value from the reference lists', () => {
    const label = createFilterLabeler(REFERENCE, 'buy', t.t);
    expect(label('hk', '05')).toBe('Yau Tsim Mong');
    expect(label('hmm', '0501')).toBe('Tsim Sha Tsui');
    expect(label('p', '2')).toBe('$4M - $6M');
    expect(label('d', '2')).toBe('Saleable area 300 - 500 sq. ft');
    expect(label('i', '2')).toBe('2 bedrooms');
    expect(label('k', '201')).toBe('Sea view');
    expect(label('zs', '71')).toBe('Tsim Sha Tsui');
    expect(label('schoolNet', '31')).toBe('School Net 31 (Yau Tsim Mong)');
    expect(label('t', '1')).toBe('Residential');
    expect(label('e', '88')).toBe('Estate 88');
    expect(label('j', '1')).toBe('Intake 2025');
    expect(label('j', '2')).toBe('Intake 2027-2028');
    expect(createFilterLabeler(REFERENCE, 'rent', t.t)('l', '3')).toBe('Pets allowed');
  });

  it('resolves price bands through the price table and the other bands through the dictionaries', () => {
    const filter = parse('p2d1', '') as ListFilter;
    expect(toSearchBody(filter, 'buy', makeBandResolver(REFERENCE.dictionaries))).toMatchObject({ priceCode: PRICE_RANGES.SalePrice[1], saleableArea: '0-300' });
    expect(toSearchBody(filter, 'rent')).toMatchObject({ priceCode: PRICE_RANGES.RentPrice[1] });
  });

  it('lists every band of the price table, named by the dictionary where it has the range', () => {
    const bands = priceBands(REFERENCE.dictionaries, 'buy');
    expect(bands.map((b) => b.range)).toEqual(PRICE_RANGES.SalePrice);
    expect(bands.slice(0, 2).map((b) => [b.band, b.label])).toEqual([['1', 'Below $4M'], ['2', '$4M - $6M']]);
    expect(bands[3]?.label).toBe(PRICE_RANGES.SalePrice[3]);
  });

  it('describes a filter in one line for saved searches', () => {
    const filter = parse('p2i2hk05', 'key=Olympian&dmin=300') as ListFilter;
    expect(describeFilter(filter, createFilterLabeler(REFERENCE, 'buy', t.t), 'buy', 'en-us', t.t)).toBe(
      'Olympian · $4M - $6M · 2 bedrooms · Yau Tsim Mong · Saleable area 300 sq. ft Above',
    );
  });
});
