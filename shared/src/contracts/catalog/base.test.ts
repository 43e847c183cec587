import { codeList, intList } from './base';

describe('list fields', () => {
  it('read a comma-separated string: items trimmed, blanks left out', () => {
    expect(intList().parse('1, 2,,3 ,')).toEqual([1, 2, 3]);
    expect(codeList().parse(' HK-CW , ,300-500')).toEqual(['HK-CW', '300-500']);
    expect(codeList().parse('a b , c')).toEqual(['a b', 'c']);
    expect(codeList().parse(',,, ,')).toEqual([]);
  });

  it('refuse more items than allowed, as a string or an array', () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    for (const value of [many, many.join(',')]) {
      const issues = intList(50).safeParse(value).error?.issues ?? [];
      expect(issues.map((i) => i.code)).toEqual(['too_big']);
    }
    expect(codeList(2).safeParse('a,b,c').success).toBe(false);
    expect(codeList(3).parse(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('answer a megabyte of one-character items like a short list', () => {
    expect(intList(50).safeParse('1,'.repeat(500_000)).success).toBe(false);
    expect(codeList(50).safeParse('a,'.repeat(500_000)).success).toBe(false);
    expect(codeList(50).parse(','.repeat(1_000_000))).toEqual([]);
  });
});
