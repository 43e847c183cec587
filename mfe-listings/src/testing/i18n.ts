/** Test helpers: the 'listings' namespace (pages, features, agents) in a local i18next instance. */
import { testI18n } from '@portal/shared/testing';
import enUsAgents from '../i18n/locales/en-us/listings.agents.json';
import enUsFeatures from '../i18n/locales/en-us/listings.features.json';
import enUs from '../i18n/locales/en-us/listings.json';
import zhCnAgents from '../i18n/locales/zh-cn/listings.agents.json';
import zhCnFeatures from '../i18n/locales/zh-cn/listings.features.json';
import zhCn from '../i18n/locales/zh-cn/listings.json';
import zhHkAgents from '../i18n/locales/zh-hk/listings.agents.json';
import zhHkFeatures from '../i18n/locales/zh-hk/listings.features.json';
import zhHk from '../i18n/locales/zh-hk/listings.json';

export const { makeTestI18n, withI18n, inApp } = testI18n('listings', {
  'zh-hk': { ...zhHk, ...zhHkFeatures, ...zhHkAgents },
  'zh-cn': { ...zhCn, ...zhCnFeatures, ...zhCnAgents },
  'en-us': { ...enUs, ...enUsFeatures, ...enUsAgents },
});
