/**
 * This remote's test helpers: its messages in a local i18next, a page in a router
 * (inApp), and the @portal/shared/api stand-in for jest.mock (mockSharedApi).
 */
import { inAppWith, type InAppOptions, type TestLocale } from '@portal/shared/testing';
import type { ReactNode } from 'react';
import { makeTestI18n } from './i18n';

export { makeTestI18n, withI18n } from './i18n';
export { mockSharedApi, pageOf, type TestLocale } from '@portal/shared/testing';

export function inApp(ui: ReactNode, { locale = 'en-us', ...options }: InAppOptions & { locale?: TestLocale }) {
  return inAppWith(makeTestI18n(locale), ui, options);
}
