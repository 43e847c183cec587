import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/gba.json';
import zhCn from './locales/zh-cn/gba.json';
import zhHk from './locales/zh-hk/gba.json';

describe('gba messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
