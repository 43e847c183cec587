import fc from 'fast-check';
import { compactNumber, formatAge, formatArea, formatMoney, formatRent, formatUnitPrice, priceToQuery, priceUnitLabel } from './index';

describe('formatMoney (spec 9)', () => {
  it.each([
    [85_000, '$85,000', '$85,000', '$85,000'],
    [99_999, '$99,999', '$99,999', '$99,999'],
    [100_000, '$100K', '$10萬', '$10万'],
    [850_000, '$850K', '$85萬', '$85万'],
    [125_500, '$125.5K', '$12.6萬', '$12.6万'],
    [1_000_000, '$1M', '$100萬', '$100万'],
    [8_500_000, '$8.5M', '$850萬', '$850万'],
    [12_345_678, '$12.35M', '$1,234.6萬', '$1,234.6万'],
    [99_999_999, '$100M', '$1億', '$1亿'],
    [100_000_000, '$100M', '$1億', '$1亿'],
    [120_000_000, '$120M', '$1.2億', '$1.2亿'],
    [1_250_000_000, '$1,250M', '$12.5億', '$12.5亿'],
  ])('%d → en %s, zh-hk %s, zh-cn %s', (amount, en, hk, cn) => {
    expect(formatMoney(amount, 'en-us')).toBe(en);
    expect(formatMoney(amount, 'zh-hk')).toBe(hk);
    expect(formatMoney(amount, 'zh-cn')).toBe(cn);
  });

  it('rolls K over to M at the rounding edge', () => {
    expect(formatMoney(999_990, 'en-us')).toBe('$1M');
    expect(formatMoney(999_900, 'en-us')).toBe('$999.9K');
  });

  it('uses HK$ or no mark when asked, and -- for no value', () => {
    expect(formatMoney(8_500_000, 'en-us', { hk: true })).toBe('HK$8.5M');
    expect(formatMoney(8_500_000, 'zh-hk', { bare: true })).toBe('850萬');
    expect(formatMoney(undefined, 'zh-hk')).toBe('--');
    expect(formatMoney(Number.NaN, 'en-us')).toBe('--');
    expect(formatMoney(-50_000, 'en-us')).toBe('-$50,000');
  });
});

describe('rent, unit price, area and age', () => {
  it('formats a monthly rent', () => {
    expect(formatRent(18_000, 'en-us')).toBe('$18,000/month');
    expect(formatRent(18_000, 'zh-hk')).toBe('$18,000/月');
    expect(formatRent(150_000, 'zh-cn')).toBe('$15万/月');
    expect(formatRent(null, 'zh-hk')).toBe('--');
  });

  it('formats a price per square foot with the localized unit', () => {
    expect(formatUnitPrice(12_345.4, 'en-us')).toBe('$12,345/ft²');
    expect(formatUnitPrice(12_345, 'zh-hk')).toBe('$12,345/呎');
    expect(formatUnitPrice(12_345, 'zh-cn')).toBe('$12,345/尺');
    expect(formatUnitPrice(0, 'zh-cn')).toBe('--');
  });

  it('formats areas in sq. ft, 平方呎 and 平方尺', () => {
    expect(formatArea(1_200, 'en-us')).toBe('1,200 sq. ft');
    expect(formatArea(650, 'zh-hk')).toBe('650平方呎');
    expect(formatArea(650, 'zh-cn')).toBe('650平方尺');
    expect(formatArea(undefined, 'en-us')).toBe('--');
  });

  it('formats building age in years', () => {
    expect(formatAge(1, 'en-us')).toBe('1 year');
    expect(formatAge(12, 'en-us')).toBe('12 years');
    expect(formatAge(12, 'zh-hk')).toBe('12年');
    expect(formatAge(0, 'zh-cn')).toBe('0年');
    expect(formatAge(-1, 'zh-cn')).toBe('--');
  });

  it('names the price unit and converts entered prices for the query', () => {
    expect(['en-us', 'zh-hk', 'zh-cn'].map((l) => priceUnitLabel('sale', l as 'en-us'))).toEqual(['10K', '萬', '万']);
    expect(priceUnitLabel('new', 'zh-hk')).toBe('萬');
    expect(['en-us', 'zh-hk', 'zh-cn'].map((l) => priceUnitLabel('rent', l as 'en-us'))).toEqual(['HKD', '港元', '港元']);
    expect(priceToQuery(500, 'sale')).toBe(5_000_000);
    expect(priceToQuery(1.5, 'new')).toBe(15_000);
    expect(priceToQuery(18_000, 'rent')).toBe(18_000);
  });
});

describe('compactNumber prints what Intl.NumberFormat en-US prints', () => {
  it.each([
    [0, 0, '0'], [-0, 0, '-0'], [999.5, 0, '1,000'], [1234567.891, 2, '1,234,567.89'], [1.005, 2, '1.01'], [2.5, 0, '3'],
    [-2.5, 0, '-3'], [-0.4, 0, '-0'], [1e20, 0, '100,000,000,000,000,000,000'], [12.30, 1, '12.3'], [100, 2, '100'],
  ])('%p with %p decimals -> %p', (value, digits, text) => {
    expect(compactNumber(value, digits)).toBe(text);
    expect(compactNumber(value, digits)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value));
  });

  it('agrees with Intl on any double and any number of decimals from 0 to 3', () => {
    const intl = [0, 1, 2, 3].map((d) => new Intl.NumberFormat('en-US', { maximumFractionDigits: d }));
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(compactNumber(value, digits)).toBe(intl[digits]!.format(value));
      }),
      { numRuns: 3000 },
    );
  });
});
