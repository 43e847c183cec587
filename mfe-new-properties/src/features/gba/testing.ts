/** Test helpers of the GBA pages: their messages in a local i18next, a page in a router (inApp). */
import { testI18n } from '@portal/shared/testing';
import enUs from './locales/en-us/gba.json';
import zhCn from './locales/zh-cn/gba.json';
import zhHk from './locales/zh-hk/gba.json';

export const { withI18n, inApp } = testI18n('gba', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
