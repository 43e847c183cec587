import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/shell.json';
import zhCn from './locales/zh-cn/shell.json';
import zhHk from './locales/zh-hk/shell.json';

describe('shell messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
