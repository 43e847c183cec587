import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/estates.json';
import zhCn from './locales/zh-cn/estates.json';
import zhHk from './locales/zh-hk/estates.json';

describe('estates messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
