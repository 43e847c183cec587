import { parse, serialize, type ListFilter } from '@portal/shared/url';
import { buildChips, clearAll, joinLabels, type ChipWords, type LabelFor } from './build-chips';

const words: ChipWords = {
  separator: ', ',
  ellipsis: '…',
  title: (k) => ({ price: 'Price', saleableArea: 'Saleable area', grossArea: 'Gross area', age: 'Building age', keyword: 'Keyword:' })[k],
  unit: (k) => (k === 'sqft' ? 'sq. ft' : 'years'),
};
const NAMES: Record<string, string> = { 'hk:05': 'Yau Tsim Mong', 'hk:06': 'Sham Shui Po', 'hk:07': 'Kowloon City', 'i:2': '2 bedrooms', 'i:3': '3 bedrooms', 'schoolNet:31': 'School Net 31' };
const labelFor: LabelFor = (code, value) => NAMES[`${code}:${value}`] ?? `${code}${value}`;
const url = (f: ListFilter) => {
  const { segment, query } = serialize(f);
  return `/buy/${segment}${segment ? '/' : ''}${query ? `?${query}` : ''}`;
};
const from = (segment: string, query = '') => parse(segment, query) as ListFilter;

describe('chips', () => {
  it('joins up to two labels and shows an ellipsis from three', () => {
    expect(joinLabels(['A'], ', ', '…')).toBe('A');
    expect(joinLabels(['A', 'B'], ', ', '…')).toBe('A, B');
    expect(joinLabels(['A', 'B', 'C'], '、', '…')).toBe('A、B…');
  });

  it('makes one chip per chosen filter with readable text, the full text kept for the tooltip', () => {
    const chips = buildChips(from('i2i3hk05hk06hk07nhk31', 'pmin=500&pmax=800&key=Taikoo'), 'buy', 'en-us', labelFor, words);
    expect(chips.map((c) => c.text)).toEqual([
      '2 bedrooms, 3 bedrooms',
      'Yau Tsim Mong, Sham Shui Po…',
      'School Net 31',
      'Price 500-800',
      'Keyword: Taikoo',
    ]);
    expect(chips[1]!.fullText).toBe('Yau Tsim Mong, Sham Shui Po, Kowloon City');
  });

  it('writes one-sided ranges with the unit and Above / Below (以上 / 以下)', () => {
    expect(buildChips(from('', 'pmin=500'), 'buy', 'en-us', labelFor, words)[0]!.text).toBe('Price 500 10K Above');
    expect(buildChips(from('', 'pmax=20000'), 'rent', 'zh-hk', labelFor, { ...words, title: () => '價錢' })[0]!.text).toBe('價錢 20000港元以下');
    expect(buildChips(from('', 'dmin=300'), 'buy', 'en-us', labelFor, words)[0]!.text).toBe('Saleable area 300 sq. ft Above');
  });

  it('gives each chip the URL without it, always on page 1', () => {
    const filter = from('i2i3hk05u3g4', 'pmin=500&pmax=800');
    const [rooms, district, price] = buildChips(filter, 'buy', 'en-us', labelFor, words).map((c) => url(c.without));
    expect(rooms).toBe('/buy/hk05u3/?pmin=500&pmax=800');
    expect(district).toBe('/buy/i2i3u3/?pmin=500&pmax=800');
    expect(price).toBe('/buy/i2i3hk05u3/');
    for (const chip of buildChips(filter, 'buy', 'en-us', labelFor, words)) expect(chip.without.page).toBeUndefined();
  });

  it('removes a school net chip and clears everything but the order and context', () => {
    const filter = from('nhk31m1u2g3', 'companyId=12&key=Mei Foo');
    const nets = buildChips(filter, 'buy', 'en-us', labelFor, words).find((c) => c.key === 'schoolNet')!;
    expect(url(nets.without)).toBe('/buy/m1u2/?key=Mei+Foo&companyId=12');
    expect(url(clearAll(filter))).toBe('/buy/u2/?companyId=12');
  });
});
