/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), member answers. */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/member.json';
import zhCn from '../i18n/locales/zh-cn/member.json';
import zhHk from '../i18n/locales/zh-hk/member.json';

export { answerApi, fakeApi, failure, networkError, renderOnServer, type TestLocale } from '@portal/shared/testing';
export { GSCOPE } from './gscope';
export { MEMBER, SESSION, collectionItem } from './member-answers';

export const { makeTestI18n, withI18n, inApp } = testI18n('member', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
