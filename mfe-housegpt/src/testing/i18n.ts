import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/housegpt.json';
import zhCn from '../i18n/locales/zh-cn/housegpt.json';
import zhHk from '../i18n/locales/zh-hk/housegpt.json';

/** this remote's messages, per language, as its locale files hold them */
export const MESSAGES = { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs };

/** its messages in a local i18next (makeTestI18n, withI18n), a page in a router (inApp) */
export const { makeTestI18n, withI18n, inApp } = testI18n('housegpt', MESSAGES);
