import { missingKeys } from '@portal/shared/i18n';
import enUs from './locales/en-us/member.json';
import zhCn from './locales/zh-cn/member.json';
import zhHk from './locales/zh-hk/member.json';

describe('member messages', () => {
  it('have every key in every locale', () => {
    expect(missingKeys({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs })).toEqual([]);
  });
});
