import { cleanQuery, localeOfPath, stripAppSuffix, stripLocale, switchLocalePath, withLocale } from './index';

test.each([
  ['/', 'zh-hk', '/'], ['/buy', 'zh-hk', '/buy'], ['/zh-cn', 'zh-cn', '/'], ['/zh-cn/', 'zh-cn', '/'],
  ['/en-us/buy/t1/', 'en-us', '/buy/t1/'], ['/en-usa', 'zh-hk', '/en-usa'], ['/zh-hk/buy', 'zh-hk', '/zh-hk/buy'],
])('%s is %s, %s without prefix', (path, locale, bare) => {
  expect(localeOfPath(path)).toBe(locale);
  expect(stripLocale(path)).toBe(bare);
});

test('withLocale and switchLocalePath', () => {
  expect(withLocale('/', 'zh-hk')).toBe('/');
  expect(withLocale('/', 'en-us')).toBe('/en-us');
  expect(withLocale('buy', 'zh-cn')).toBe('/zh-cn/buy');
  expect(switchLocalePath('/en-us/news/1/', 'zh-hk')).toBe('/news/1/');
  expect(switchLocalePath('/news/1/', 'zh-cn')).toBe('/zh-cn/news/1/');
  expect(switchLocalePath('/zh-cn', 'en-us')).toBe('/en-us');
});

test('app markers are stripped from query values', () => {
  expect(stripAppSuffix('taikoo_android')).toBe('taikoo');
  expect(stripAppSuffix('123-IOS')).toBe('123');
  expect(stripAppSuffix('sea-view_app')).toBe('sea-view');
  expect(stripAppSuffix('whatsapp')).toBe('whatsapp');
  expect(stripAppSuffix('_ios')).toBe('_ios');
  const q = cleanQuery('?key=%E5%A4%AA%E5%8F%A4_ios&pmin=500-android&empty=&tab=1');
  expect([...q.entries()]).toEqual([['key', '太古'], ['pmin', '500'], ['tab', '1']]);
});
