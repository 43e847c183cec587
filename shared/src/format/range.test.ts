import { rangeText, validateRange } from './index';

describe('rangeText (spec 5)', () => {
  it('reads min-max with both values', () => {
    expect(rangeText(500, 800, '萬', 'zh-hk')).toBe('500-800');
    expect(rangeText('300', '600', ' sq. ft', 'en-us')).toBe('300-600');
  });

  it('reads min + unit + Above / 以上 with only a minimum', () => {
    expect(rangeText(500, undefined, '萬', 'zh-hk')).toBe('500萬以上');
    expect(rangeText(500, '', '万', 'zh-cn')).toBe('500万以上');
    expect(rangeText(500, null, 'K', 'en-us')).toBe('500K Above');
  });

  it('reads max + unit + Below / 以下 with only a maximum', () => {
    expect(rangeText(undefined, 20_000, '港元', 'zh-hk')).toBe('20000港元以下');
    expect(rangeText('', 800, ' sq. ft', 'en-us')).toBe('800 sq. ft Below');
    expect(rangeText(null, 30, '年', 'zh-cn')).toBe('30年以下');
  });

  it('is empty with neither', () => {
    expect(rangeText(undefined, ' ', '萬', 'zh-hk')).toBe('');
  });
});

describe('validateRange', () => {
  it('accepts empty boxes and a low-to-high range', () => {
    expect(validateRange(undefined, undefined)).toBeNull();
    expect(validateRange('', 800)).toBeNull();
    expect(validateRange(500, '')).toBeNull();
    expect(validateRange(500, 500)).toBeNull();
    expect(validateRange('300', '600')).toBeNull();
  });

  it('rejects a reversed range, negatives and non-numbers', () => {
    expect(validateRange(800, 500)).toBe('range');
    expect(validateRange('1000', '200')).toBe('range');
    expect(validateRange(-1, 5)).toBe('range');
    expect(validateRange('abc', 5)).toBe('range');
  });
});
