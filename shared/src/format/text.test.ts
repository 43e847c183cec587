import { cleanSlug, hasEmoji, isHkMobile } from './index';

describe('cleanSlug (spec 5)', () => {
  it('turns percent, quotes, dots, pipes and whitespace into hyphens and collapses them', () => {
    expect(cleanSlug('Taikoo Shing | Phase 1.2')).toBe('Taikoo-Shing-Phase-1-2');
    expect(cleanSlug(`50% "off"  it's`)).toBe('50-off-it-s');
  });

  it('keeps Chinese characters and URL-encodes them', () => {
    expect(cleanSlug('太古城 第一期')).toBe(encodeURIComponent('太古城-第一期'));
    expect(decodeURIComponent(cleanSlug('沙田第一城（二期）!@#'))).toBe('沙田第一城二期');
    expect(decodeURIComponent(cleanSlug('西九龍｜站上蓋'))).toBe('西九龍-站上蓋');
  });

  it('removes other symbols and emoji, folds accents, trims hyphens', () => {
    expect(cleanSlug('  Café & Bar 🏠 ')).toBe('Cafe-Bar');
    expect(cleanSlug('a--b---c')).toBe('a-b-c');
    expect(cleanSlug('...')).toBe('');
    expect(cleanSlug('ｆｕｌｌ　ｗｉｄｔｈ２')).toBe('full-width2');
  });

  it('only ever yields URL-safe text', () => {
    for (const s of ['<script>', 'a/b?c=d#e', '港島 / 九龍 & 新界', 'ｆｕｌｌ　ｗｉｄｔｈ']) {
      expect(cleanSlug(s)).toMatch(/^[A-Za-z0-9\-%]*$/);
    }
  });
});

describe('hasEmoji', () => {
  it.each(['好靚🏠', 'sea view 🌊', 'HK 🇭🇰', '👍🏽', '1️⃣'])('finds emoji in %s', (s) => expect(hasEmoji(s)).toBe(true));
  it.each(['太古城 3房', 'Price: $8.5M #1', '2026年11月', ''])('finds none in %s', (s) => expect(hasEmoji(s)).toBe(false));
});

describe('isHkMobile', () => {
  it.each(['51234567', '6123 4567', '9123-4567', '+852 9123 4567', '85291234567', '(852) 41234567', '+85271234567', '81234567'])(
    'accepts %s',
    (s) => expect(isHkMobile(s)).toBe(true),
  );
  it.each(['21234567', '31234567', '1234567', '512345678', '+86 13812345678', 'abcdefgh', '', '852 2123 4567'])(
    'rejects %s',
    (s) => expect(isHkMobile(s)).toBe(false),
  );
});
