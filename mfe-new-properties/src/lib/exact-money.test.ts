import { exactMoney } from './exact-money';

describe('exactMoney', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(exactMoney(10_536_000)).toBe('HK$10,536,000');
    expect(exactMoney(9_799_479.6)).toBe('HK$9,799,480');
    expect(exactMoney(0)).toBe('HK$0');
  });
});
