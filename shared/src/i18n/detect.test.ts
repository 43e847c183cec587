import { detectLocale, localeCookieString, localeFromLanguage, readLocaleCookie, rootRedirect, setLocaleCookie, LOCALE_COOKIE } from './detect';

describe('detectLocale (spec 2.1: cookie, browser, path)', () => {
  test('the cookie wins', () => {
    expect(detectLocale({ cookie: 'a=1; i18n_redirected=en-us', navigatorLanguages: ['zh-CN'], pathname: '/zh-cn/buy' })).toBe('en-us');
  });
  test('then the first browser language we know', () => {
    expect(detectLocale({ cookie: 'i18n_redirected=fr', navigatorLanguages: ['fr-FR', 'zh-CN', 'en'], pathname: '/' })).toBe('zh-cn');
    expect(detectLocale({ navigatorLanguages: ['zh-TW'], pathname: '/en-us' })).toBe('zh-hk');
  });
  test('then the path', () => {
    expect(detectLocale({ navigatorLanguages: ['ja-JP'], pathname: '/en-us/buy' })).toBe('en-us');
    expect(detectLocale({ pathname: '/buy' })).toBe('zh-hk');
  });
  test('with no input it reads the browser', () => {
    document.cookie = 'i18n_redirected=zh-cn; Path=/';
    expect(detectLocale()).toBe('zh-cn');
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });
});

test.each([
  ['en', 'en-us'], ['en-GB', 'en-us'], ['zh-HK', 'zh-hk'], ['zh-Hant-TW', 'zh-hk'], ['zh', 'zh-hk'], ['zh_MO', 'zh-hk'],
  ['zh-CN', 'zh-cn'], ['zh-Hans', 'zh-cn'], ['zh-Hans-HK', 'zh-cn'], ['zh-SG', 'zh-cn'], ['ja', null], ['', null],
])('browser language %p -> %p', (tag, locale) => {
  expect(localeFromLanguage(tag)).toBe(locale);
});

describe('rootRedirect: only the root, never forced', () => {
  test('redirects / to the detected prefix', () => {
    expect(rootRedirect({ cookie: 'i18n_redirected=en-us', pathname: '/' })).toBe('/en-us');
    expect(rootRedirect({ navigatorLanguages: ['zh-CN'], pathname: '/' })).toBe('/zh-cn');
  });
  test('stays when detection says zh-hk or the path is not the unprefixed root', () => {
    expect(rootRedirect({ cookie: 'i18n_redirected=zh-hk', navigatorLanguages: ['en-US'], pathname: '/' })).toBeNull();
    expect(rootRedirect({ navigatorLanguages: ['en-US'], pathname: '/buy' })).toBeNull();
    expect(rootRedirect({ navigatorLanguages: ['zh-CN'], pathname: '/en-us' })).toBeNull();
  });
});

describe('locale cookie', () => {
  test('365 days, whole site, not secure, SameSite=Lax', () => {
    const value = localeCookieString('en-us');
    expect(value).toBe(`${LOCALE_COOKIE}=en-us; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(value).not.toMatch(/secure/i);
  });
  test('setLocaleCookie writes it to document.cookie and readLocaleCookie reads it back', () => {
    const writes: string[] = [];
    const proto = Object.getPrototypeOf(document);
    const desc = Object.getOwnPropertyDescriptor(proto, 'cookie') as PropertyDescriptor;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      desc.set?.call(document, v);
    });
    setLocaleCookie('zh-cn');
    spy.mockRestore();
    expect(writes).toEqual([localeCookieString('zh-cn')]);
    expect(readLocaleCookie(document.cookie)).toBe('zh-cn');
    expect(readLocaleCookie('x=1;i18n_redirected=%E0')).toBeNull();
  });
});
