import { displayWidth, fitDescription, siteTitle } from './title';

describe('siteTitle', () => {
  it('adds the site name of the language', () => {
    expect(siteTitle('太和雅軒 高層4房 $891萬', 'zh-hk')).toBe('太和雅軒 高層4房 $891萬 | 港居');
    expect(siteTitle('Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M', 'en-us')).toBe('Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M | HarbourHome');
  });

  it('keeps a title within 60 display columns, CJK counting double: without the site name, then shortened', () => {
    const listing = 'Tai Wo Elegance Terrace, high floor, 4 bedrooms, $8.91M';
    expect(siteTitle(listing, 'en-us')).toBe(listing);
    const long = '沙田第一城'.repeat(8);
    const title = siteTitle(long, 'zh-hk');
    expect(displayWidth(title)).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^沙田第一城.*…$/);
    const en = siteTitle('A very long English title that goes on and on beyond what fits in results', 'en-us');
    expect(en).toHaveLength(60);
    expect(en).toMatch(/…$/);
  });

  it('counts width by script', () => {
    expect(displayWidth('港居 ab')).toBe(7);
    expect(displayWidth('（）')).toBe(4);
  });
});

it('shortens a long description at a word', () => {
  const text = 'word '.repeat(100);
  const fitted = fitDescription(text, 50);
  expect(fitted.length).toBeLessThanOrEqual(50);
  expect(fitted).toMatch(/word…$/);
  expect(fitDescription('short one')).toBe('short one');
});
