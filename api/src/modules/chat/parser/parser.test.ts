/** The parser on a small hand-made dictionary: numbers, budgets, rooms, places, follow-ups, asking back. */
import fc from 'fast-check';
import { propertyFilterSchema } from '@portal/shared/contracts';
import { chineseToNumber } from './numbers';
import { readMoney } from './money';
import { buildDictionaries, type Named, type ReferenceRows } from './dictionaries';
import { createParser, parseQuestion } from './index';

const n = (hk: string, cn: string, en: string): Named => ({ 'zh-hk': hk, 'zh-cn': cn, 'en-us': en });
const ROWS: ReferenceRows = {
  regions: [
    { code: 'NTE', level: 1, name: n('新界東', '新界东', 'New Territories East') },
    { code: 'NTE-ST', level: 2, name: n('沙田區', '沙田区', 'Sha Tin') },
    { code: 'NTE-ST-02', level: 3, name: n('沙田', '沙田', 'Sha Tin') },
    { code: 'NTE-ST-05', level: 3, name: n('馬鞍山', '马鞍山', 'Ma On Shan') },
    { code: 'NTE-TP', level: 2, name: n('大埔區', '大埔区', 'Tai Po') },
  ],
  estates: [
    { id: 1, name: n('沙田花園', '沙田花园', 'Sha Tin Garden') },
    { id: 2, name: n('海景閣', '海景阁', 'Seaview Court') },
    { id: 3, name: n('海景閣', '海景阁', 'Seaview Court') },
  ],
  lines: [{ id: 5, name: n('東鐵綫', '东铁线', 'East Rail Line') }],
  stations: [{ id: 51, name: n('沙田', '沙田', 'Sha Tin') }, { id: 5, name: n('香港', '香港', 'Hong Kong') }],
  schoolNets: [{ code: '91', kind: 'primary' }, { code: 'S-ST', kind: 'secondary' }],
  tags: [
    { group_name: 'PropertyTag', value: '1', item_name: 'Features', name: n('特色', '特色', 'Features'), parent_value: null },
    { group_name: 'PropertyTag', value: '101', item_name: 'Near MTR', name: n('近港鐵站', '近港铁站', 'Near MTR'), parent_value: '1' },
    { group_name: 'PropertyTag', value: '103', item_name: 'Pets allowed', name: n('可養寵物', '可养宠物', 'Pets allowed'), parent_value: '1' },
    { group_name: 'ForRent', value: '3', item_name: 'Pets allowed', name: n('可養寵物', '可养宠物', 'Pets allowed'), parent_value: null },
  ],
};
const parser = createParser(buildDictionaries(ROWS));
const parse = (q: string, prev?: Parameters<typeof parseQuestion>[2]) => parseQuestion(parser, q, prev);

describe('numbers and money', () => {
  it.each([['六百', 600], ['一千二百', 1200], ['三千五', 3500], ['十二', 12], ['兩', 2], ['廿', 20]])('%s is %d', (s, v) => {
    expect(chineseToNumber(s)).toBe(v);
  });
  it.each([
    ['600萬以下', { maxPriceValue: 6_000_000 }], ['六百万以内', { maxPriceValue: 6_000_000 }], ['under 6 million', { maxPriceValue: 6_000_000 }],
    ['6m', { maxPriceValue: 6_000_000 }], ['$25k', { maxPriceValue: 25_000 }], ['兩球', { maxPriceValue: 2_000_000 }],
    ['一球半', { maxPriceValue: 1_500_000 }], ['兩萬五', { maxPriceValue: 25_000 }], ['萬八', { maxPriceValue: 18_000 }],
    ['500至700萬', { minPriceValue: 5_000_000, maxPriceValue: 7_000_000 }], ['over 10m', { minPriceValue: 10_000_000 }],
  ])('%s', (q, want) => {
    const { text: _t, unclear, ...got } = readMoney(q, true);
    expect(got).toEqual(want);
    expect(unclear).toBe(false);
  });
  it('a number without a unit in a money question is unclear', () => {
    expect(readMoney('budget 6', true).unclear).toBe(true);
  });
  it('a bare number is an amount only when money or rent is the subject, and never a year or a block', () => {
    expect(parse('沙田 8000')).toEqual({ kind: 'clarify', reason: 'priceUnit' });
    expect(parse('rent in Sha Tin 15000')).toMatchObject({ filter: { zoneCode: 'NTE-ST', maxPriceValue: 15_000, rentalType: 2 } });
    expect(parse('2024年入伙 沙田兩房')).toEqual({ kind: 'search', filter: { zoneCode: 'NTE-ST', roomNumbers: [2] }, followUp: false });
    expect(parse('Sha Tin 2 bed built 2015')).toEqual({ kind: 'search', filter: { zoneCode: 'NTE-ST', roomNumbers: [2] }, followUp: false });
    expect(parse('想平一點，大一點')).toEqual({ kind: 'clarify', reason: 'nothingToRefine' });
  });
});

describe('places', () => {
  it('takes the district over the sub-area of the same name, and the longer name first', () => {
    expect(parse('沙田兩房')).toMatchObject({ kind: 'search', filter: { zoneCode: 'NTE-ST', roomNumbers: [2] } });
    expect(parse('沙田花園有冇盤')).toMatchObject({ filter: { estateIds: [1] } });
    expect(parse('沙田站 三房')).toMatchObject({ filter: { StationIds: [51], roomNumbers: [3] } });
    expect(parse('東鐵沿線')).toMatchObject({ filter: { LineId: 5 } });
  });
  it('reads school nets that exist only', () => {
    expect(parse('91校網')).toMatchObject({ filter: { gscopeCode: '91', districtTab: 1 } });
    expect(parse('12校網')).toMatchObject({ kind: 'clarify', reason: 'notUnderstood' });
  });
  it('asks which place when a name means two estates', () => {
    expect(parse('海景閣兩房')).toEqual({ kind: 'clarify', reason: 'ambiguousPlace', candidates: ['海景閣'] });
  });
  it('does not take an everyday word for a station', () => {
    expect(parse('香港有咩盤')).toMatchObject({ kind: 'clarify' });
  });
});

describe('features and kinds', () => {
  it('pets are a rent label for rentals and a tag for sales', () => {
    expect(parse('沙田租樓可以養狗')).toMatchObject({ filter: { rentLabel: [3], rentalType: 2 } });
    expect(parse('沙田買樓可養寵物')).toMatchObject({ filter: { propertyTag: [103], rentalType: 1 } });
    expect(parse('沙田租樓可以養狗')).not.toHaveProperty('filter.propertyTag');
  });
  it('a budget below HK$300,000 is a monthly rent', () => {
    expect(parse('沙田 兩萬以下')).toMatchObject({ filter: { rentalType: 2, maxPriceValue: 20_000 } });
  });
  it('an evaluation names one estate, or a listing by its id', () => {
    expect(parse('沙田花園值幾錢')).toEqual({ kind: 'evaluate', estateId: 1, filter: { estateIds: [1] } });
    expect(parse('s1000066 worth it?')).toEqual({ kind: 'evaluate', propertyId: 'S1000066', filter: {} });
    expect(parse('S1000066 有冇相')).toMatchObject({ kind: 'clarify' });
  });
});

describe('follow-ups', () => {
  const prev = { zoneCode: 'NTE-ST', roomNumbers: [2], maxPriceValue: 6_000_000, rentalType: 1 };
  it('cheaper lowers the ceiling by a fifth; bigger adds a room; a place swaps the location', () => {
    expect(parse('平啲', prev)).toMatchObject({ filter: { ...prev, maxPriceValue: 4_800_000 }, followUp: true });
    expect(parse('bigger', prev)).toMatchObject({ filter: { ...prev, roomNumbers: [3] } });
    expect(parse('what about Tai Po?', prev)).toEqual({ kind: 'search', filter: { ...prev, zoneCode: 'NTE-TP' }, followUp: true });
  });
  it('a place with no follow-up words starts a new search', () => {
    expect(parse('大埔三房', prev)).toEqual({ kind: 'search', filter: { zoneCode: 'NTE-TP', roomNumbers: [3] }, followUp: false });
  });
  it('asks back when there is nothing to refine', () => {
    expect(parse('cheaper')).toEqual({ kind: 'clarify', reason: 'nothingToRefine' });
    expect(parse('cheaper', { zoneCode: 'NTE-TP' })).toEqual({ kind: 'clarify', reason: 'nothingToRefine' });
  });
});

describe('any text', () => {
  const filterSchema = propertyFilterSchema.partial().strict();
  const pieces = ['沙田', '兩房', '600萬', '以下', '9'.repeat(30), '萬', '球', 'k', 'm', ' ', '呎', '年', '樓齡', '租', 'cheaper', '平啲', '零零', '十十', '$', '-', '至', 'bed', '99999999999 sq ft'];
  it('gives a filter the search accepts, or asks back', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 12 }), (parts) => {
      const r = parse(parts.join(''), { zoneCode: 'NTE-TP', maxPriceValue: 5_000_000, roomNumbers: [2] });
      if (r.kind === 'clarify') return;
      const checked = filterSchema.safeParse(r.filter);
      if (!checked.success) throw new Error(`${parts.join('')}: ${checked.error.message} ${JSON.stringify(r.filter)}`);
    }), { numRuns: 2000, seed: 14 });
  });
});
