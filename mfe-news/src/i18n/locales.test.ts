import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/news.json';
import zhCn from './locales/zh-cn/news.json';
import zhHk from './locales/zh-hk/news.json';

describe('news messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
