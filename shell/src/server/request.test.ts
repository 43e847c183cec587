import { acceptedLanguages, isMobileAgent } from './render-page';

jest.mock('react-dom/static', () => ({}));

it('orders Accept-Language by preference', () => {
  expect(acceptedLanguages('en;q=0.5, zh-CN, zh-HK;q=0.9, *;q=0.1')).toEqual(['zh-CN', 'zh-HK', 'en']);
  expect(acceptedLanguages(undefined)).toEqual([]);
  expect(acceptedLanguages('fr;q=0, de')).toEqual(['de']);
  expect(acceptedLanguages(';;,q=,')).toEqual([]);
});

it('takes phones for the mobile layout', () => {
  expect(isMobileAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36')).toBe(true);
  expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
  expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36')).toBe(false);
  expect(isMobileAgent(undefined)).toBe(false);
});

it('keys the root by where its redirect goes (cookie, then Accept-Language), and nothing else by those', async () => {
  const { requestVariant } = await import('./index');
  expect(requestVariant({ url: '/buy?page=2', cookie: 'i18n_redirected=en-us', acceptLanguage: 'en' })).toEqual({ key: '', vary: [] });
  expect(requestVariant({ url: '/en-us', cookie: 'i18n_redirected=zh-cn' })).toEqual({ key: '', vary: [] });
  const english = requestVariant({ url: '/', cookie: 'a=1; i18n_redirected=en-us' });
  const byHeader = requestVariant({ url: '/?x=1', acceptLanguage: 'en-US,en;q=0.9' });
  const chinese = requestVariant({ url: '/', acceptLanguage: 'zh-HK' });
  expect(english).toEqual({ key: '/en-us', vary: ['Accept-Language', 'Cookie'] });
  expect(byHeader.key).toBe('/en-us');
  expect(chinese.key).not.toBe('/en-us');
  expect(chinese.vary).toEqual(['Accept-Language', 'Cookie']);
});
