import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us.json';
import zhCn from './locales/zh-cn.json';
import zhHk from './locales/zh-hk.json';

describe('fair price messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
