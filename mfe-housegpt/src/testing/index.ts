/** This remote's test helpers: its messages in a local i18next, a page in a router (inApp), the assistant's answers and stream. */
export { answerApi, fakeApi, failure, renderOnServer, type TestLocale } from '@portal/shared/testing';
export * from './answers';
export { eventsOf, eventStream, refusal, streamApi, streamOf } from './event-stream';
export { chatPageApi, LIMIT, startChat } from './chat-page';
export { inApp, makeTestI18n, MESSAGES, withI18n } from './i18n';
