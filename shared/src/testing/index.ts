/**
 * @portal/shared/testing: the test helpers every app's jest tests build on (never imported by
 * code that runs in the browser; not shared through Module Federation). Each app wraps them in
 * its src/testing/ with its own messages.
 */
export { testI18n, type TestI18n, type TestMessages } from './i18n';
export { inAppWith, type InAppOptions } from './in-app';
export { fakeApi, failure, networkError, FAKE_API_BASE, FakeFailure, type Answer, type FakeApi, type SentRequest } from './fake-api';
export { fixture, itemOf, pageOf, type ItemOf, type Overrides } from './fixtures';
export { answerApi } from './answer-api';
export { renderOnServer } from './render-on-server';
export { stubIntersectionObserver, type StubbedIntersectionObserver } from './intersection-observer';
export type { Locale as TestLocale } from '../routing/locale';
