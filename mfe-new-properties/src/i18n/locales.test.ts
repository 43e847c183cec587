import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/new-properties.json';
import zhCn from './locales/zh-cn/new-properties.json';
import zhHk from './locales/zh-hk/new-properties.json';

describe('new-properties messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
