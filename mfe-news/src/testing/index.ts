/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), the API answering by path. */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/news.json';
import zhCn from '../i18n/locales/zh-cn/news.json';
import zhHk from '../i18n/locales/zh-hk/news.json';

export { answerApi, renderOnServer, type TestLocale } from '@portal/shared/testing';

export const { makeTestI18n, withI18n, inApp } = testI18n('news', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
