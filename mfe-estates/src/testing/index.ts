/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), estate answers. */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/estates.json';
import zhCn from '../i18n/locales/zh-cn/estates.json';
import zhHk from '../i18n/locales/zh-hk/estates.json';

export { answerApi, fakeApi, failure, fixture, itemOf, renderOnServer, type Answer, type TestLocale } from '@portal/shared/testing';
export { AGE_BANDS, GSCOPE, LINES, PRICE_BANDS, REFERENCE_ANSWERS, SCHOOL_NETS } from './reference';
export { ESTATE, deal, dealPage, estateItem, estatePage, listing, roomType, roomTypeDetail, roomTypeList } from './estates';

export const { makeTestI18n, withI18n, inApp } = testI18n('estates', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
