import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/housegpt.json';
import zhCn from './locales/zh-cn/housegpt.json';
import zhHk from './locales/zh-hk/housegpt.json';

describe('housegpt messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
