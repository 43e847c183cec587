import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/listings.json';
import zhCn from './locales/zh-cn/listings.json';
import zhHk from './locales/zh-hk/listings.json';

describe('listings page messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
