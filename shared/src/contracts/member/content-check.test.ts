import { containsAdvertising, containsContactDetails, containsEmoji } from './content-check';

describe('containsContactDetails', () => {
  it.each([
    'Call 9123 4567',
    'call me at +852 6123-4567',
    '電話：９１２３４５６７',
    '打九一二三四五六七搵我',
    '6 1 2 3 4 5 6 7',
    'mail lee@example.com',
    'lee at example dot com',
    'Ｌｅｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    'WhatsApp: leeflat',
    '微信號：leeflat88',
    'wechat @leeflat',
    '加我微信傾',
    'add me on telegram',
    'see https://example.com/flat',
    'www.flats.hk has more',
    'wa.me/85291234567',
    'DM @leeflat88',
    'viewing 2024-11-22 91234567',
    'lee   at   example   dot   com',
  ])('finds contact details in %j', (text) => {
    expect(containsContactDetails(text)).toBe(true);
  });

  it.each([
    'Is the flat still available?',
    'Can I view on 2026-11-28 15:30?',
    '請問11月28日可以睇樓嗎？',
    'Is HK$8,800,000 negotiable?',
    'Does it have a sea view from the 23rd floor?',
    '管理費每月 $2,350 包唔包差餉？',
    'I use WhatsApp too',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(containsContactDetails(text)).toBe(false);
  });
});

describe('containsAdvertising', () => {
  it.each(['全新優惠碼', '网上赚钱好机会', 'Use promo code HOME10', 'Best CASINO in town', '私人貸款即日批'])('finds advertising in %j', (text) => {
    expect(containsAdvertising(text)).toBe(true);
  });
  it.each(['有冇議價空間？', 'Is a mortgage possible for this flat?', 'Nice clubhouse'])('leaves %j alone', (text) => {
    expect(containsAdvertising(text)).toBe(false);
  });
});

describe('containsEmoji', () => {
  it('tells emoji from Chinese and punctuation', () => {
    expect(containsEmoji('好靚 🏠')).toBe(true);
    expect(containsEmoji('好靚！')).toBe(false);
  });
});
