/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), the API faked for the real client. */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/market.json';
import zhCn from '../i18n/locales/zh-cn/market.json';
import zhHk from '../i18n/locales/zh-hk/market.json';

export { answerApi, fakeApi, failure, renderOnServer, type TestLocale } from '@portal/shared/testing';
export { GSCOPE } from './gscope';
export { deal, page, priceIndex, rankItem, valuation } from './market-fixtures';

export const { makeTestI18n, withI18n, inApp } = testI18n('market', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
