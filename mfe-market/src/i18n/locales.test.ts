import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/market.json';
import zhCn from './locales/zh-cn/market.json';
import zhHk from './locales/zh-hk/market.json';

describe('market messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
