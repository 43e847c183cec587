import { changeText, dollars, percentOf } from './money';

describe('money text', () => {
  it('states sums to the dollar, ratios and changes as percents', () => {
    expect([dollars(1_234_567.4), dollars(-100), dollars(0)]).toEqual(['HK$1,234,567', '-HK$100', 'HK$0']);
    expect([percentOf(0.45678), percentOf(0.5, 0)]).toEqual(['45.68%', '50%']);
    expect([changeText(1.254), changeText(-0.4), changeText(0), changeText(null)]).toEqual(['+1.25%', '-0.4%', '0%', '--']);
  });
});
