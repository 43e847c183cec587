/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), the assistant's answers and stream. */
import { testI18n } from '@portal/shared/testing';
import enUs from '../i18n/locales/en-us/housegpt.json';
import zhCn from '../i18n/locales/zh-cn/housegpt.json';
import zhHk from '../i18n/locales/zh-hk/housegpt.json';

export { answerApi, fakeApi, failure, renderOnServer, type TestLocale } from '@portal/shared/testing';
export * from './answers';
export { eventsOf, eventStream, refusal, streamApi, streamOf } from './event-stream';

export const { makeTestI18n, withI18n, inApp } = testI18n('housegpt', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });
export { answerSessions, LIMIT } from './chat-page';
