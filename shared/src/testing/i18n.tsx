import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '../routing/locale';
import { inAppWith, type InAppOptions } from './in-app';

/** A remote's messages of one namespace, per language (its locale JSON files, merged as it registers them). */
export type TestMessages = Record<Locale, object>;

export interface TestI18n {
  /** a local i18next instance, ready at once, with the namespace's messages */
  makeTestI18n(lng?: Locale): i18n;
  /** `ui` inside an I18nextProvider of a new instance */
  withI18n(ui: ReactNode, lng?: Locale): ReactNode;
  /** `ui` as a page sees it (inAppWith): a new instance in `locale` (default en-us), a router at `path` */
  inApp(ui: ReactNode, options: InAppOptions & { locale?: Locale }): ReactNode;
}

/**
 * The test i18n of a remote: its namespace, as the page i18n serves it, in a local instance per
 * test (no loading, no fallback language: a key missing in the test's language shows as the key).
 */
export function testI18n(ns: string, messages: TestMessages): TestI18n {
  function makeTestI18n(lng: Locale = 'en-us'): i18n {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng,
      fallbackLng: false,
      ns: [ns],
      defaultNS: ns,
      resources: Object.fromEntries(Object.entries(messages).map(([locale, m]) => [locale, { [ns]: m }])),
      interpolation: { escapeValue: false },
      initAsync: false,
      lowerCaseLng: true,
    });
    return instance;
  }
  return {
    makeTestI18n,
    withI18n: (ui, lng) => <I18nextProvider i18n={makeTestI18n(lng)}>{ui}</I18nextProvider>,
    inApp: (ui, { locale, ...options }) => inAppWith(makeTestI18n(locale), ui, options),
  };
}
