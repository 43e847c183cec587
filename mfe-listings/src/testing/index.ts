/**
 * This remote's test helpers: its messages in a local i18next (makeTestI18n, withI18n), a page in
 * a router (inApp), the API faked at the network for the real client (fakeApi) and the
 * contract-checked fixtures it answers with (fixture, itemOf, pageOf).
 */
export { makeTestI18n, withI18n, inApp } from './i18n';
export { fakeApi, failure, networkError, fixture, itemOf, pageOf, type Answer, type FakeFailure, type SentRequest, type TestLocale } from '@portal/shared/testing';
