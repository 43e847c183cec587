/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp). */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/new-properties.json';
import zhCn from '../i18n/locales/zh-cn/new-properties.json';
import zhHk from '../i18n/locales/zh-hk/new-properties.json';

export { answerApi, fakeApi, failure, renderOnServer, type TestLocale } from '@portal/shared/testing';
export { GSCOPE } from './gscope';
export * from './new-estates';

export const { makeTestI18n, withI18n, inApp } = testI18n('new-properties', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
