/** Test helper: a local i18next instance with this remote's feature messages. */
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import zhHk from '../../i18n/locales/zh-hk/listings.features.json';
import zhCn from '../../i18n/locales/zh-cn/listings.features.json';
import enUs from '../../i18n/locales/en-us/listings.features.json';

export function makeTestI18n(lng: 'zh-hk' | 'zh-cn' | 'en-us' = 'en-us'): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'zh-hk',
    ns: ['listings'],
    defaultNS: 'listings',
    resources: { 'zh-hk': { listings: zhHk }, 'zh-cn': { listings: zhCn }, 'en-us': { listings: enUs } },
    interpolation: { escapeValue: false },
    initAsync: false,
    lowerCaseLng: true,
  });
  return instance;
}

export function withI18n(ui: ReactNode, lng?: 'zh-hk' | 'zh-cn' | 'en-us') {
  return <I18nextProvider i18n={makeTestI18n(lng)}>{ui}</I18nextProvider>;
}
