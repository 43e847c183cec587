/**
 * This remote's test helpers: its messages in a local i18next (makeTestI18n, withI18n), a page in
 * a router (inApp), and the @portal/shared/api stand-in for jest.mock (mockSharedApi).
 */
export { makeTestI18n, withI18n, inApp } from './i18n';
export { mockSharedApi, itemsPage as pageOf, type TestLocale } from '@portal/shared/testing';
