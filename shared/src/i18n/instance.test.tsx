import { act, render, screen } from '@testing-library/react';
import { changeLocale, createI18n, i18n, readLocaleCookie, registerNamespace, useT } from './index';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('createI18n gives the one instance in a locale, with common loaded and <html lang> set', async () => {
  const instance = await createI18n('en-us');
  expect(instance).toBe(i18n);
  expect(i18n.language).toBe('en-us');
  expect(i18n.t('errors.notFound')).toBe('This page could not be found');
  expect(i18n.t('pagination.results', { count: 1 })).toBe('1 result');
  expect(document.documentElement.lang).toBe('en-US');
  await createI18n('zh-hk');
  expect(i18n.t('nav.buy')).toBe('買樓');
  expect(i18n.t('time.minutesAgo', { count: 5 })).toBe('5分鐘前');
  expect(document.documentElement.lang).toBe('zh-HK');
});

test('<html lang> is written only when the language changes (the server wrote it already)', async () => {
  await createI18n('zh-hk');
  const writes: string[] = [];
  const observer = new MutationObserver((records) => records.forEach((r) => writes.push(String(r.attributeName))));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await createI18n('zh-hk');
  await new Promise((r) => setTimeout(r, 0));
  expect(writes).toEqual([]);
  await createI18n('en-us');
  await new Promise((r) => setTimeout(r, 0));
  expect(writes).toEqual(['lang']);
  observer.disconnect();
  await createI18n('zh-hk');
});

test('a registered namespace loads on demand; a missing locale file warns and falls back to zh-hk', async () => {
  const loaded: string[] = [];
  registerNamespace('demo', {
    'zh-hk': async () => { loaded.push('zh-hk'); return { default: { hello: '你好', only: '只有繁體' } }; },
    'zh-cn': async () => { loaded.push('zh-cn'); throw new Error('chunk missing'); },
    'en-us': async () => { loaded.push('en-us'); return { hello: 'Hello' }; },
  });
  await createI18n('zh-hk');
  await waitFor(() => i18n.hasResourceBundle('zh-hk', 'demo'));
  expect(loaded).toEqual(['zh-hk']);
  expect(i18n.t('hello', { ns: 'demo' })).toBe('你好');

  const path = await changeLocale('en-us');
  expect(path).toBe('/en-us');
  expect(i18n.t('hello', { ns: 'demo' })).toBe('Hello');
  expect(i18n.t('only', { ns: 'demo' })).toBe('只有繁體');

  await changeLocale('zh-cn');
  expect(loaded).toContain('zh-cn');
  expect(i18n.t('hello', { ns: 'demo' })).toBe('你好');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing locale file zh-cn/demo.json'), expect.any(Error));
});

test('changeLocale sets the cookie and <html lang> and returns the same page in the new locale', async () => {
  window.history.pushState({}, '', '/en-us/buy/t1/?pmin=1');
  const path = await changeLocale('zh-cn');
  expect(path).toBe('/zh-cn/buy/t1/');
  expect(readLocaleCookie(document.cookie)).toBe('zh-cn');
  expect(document.documentElement.lang).toBe('zh-CN');
  expect(i18n.t('nav.rent')).toBe('租楼');
  window.history.pushState({}, '', '/zh-cn/news/5/');
  expect(await changeLocale('zh-hk')).toBe('/news/5/');
  window.history.pushState({}, '', '/');
});

test('useT translates and re-renders on a language change', async () => {
  await createI18n('zh-hk');
  function Label() {
    const { t } = useT();
    return <span>{t('nav.newProperties')}</span>;
  }
  render(<Label />);
  expect(screen.getByText('新盤')).toBeInTheDocument();
  await act(async () => {
    await changeLocale('en-us');
  });
  expect(screen.getByText('New Properties')).toBeInTheDocument();
});
