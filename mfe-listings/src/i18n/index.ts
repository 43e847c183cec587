/**
 * The 'listings' namespace: this remote's page messages (listings.json) merged with its feature
 * messages (listings.features.json), loaded per language on first use.
 */
import { registerNamespace } from '@portal/shared/i18n';

export const LISTINGS_NS = 'listings';

const merged = (page: Promise<{ default: object }>, features: Promise<{ default: object }>) =>
  Promise.all([page, features]).then(([a, b]) => ({ default: { ...a.default, ...b.default } }));

registerNamespace(LISTINGS_NS, {
  'zh-hk': () => merged(import('./locales/zh-hk/listings.json'), import('./locales/zh-hk/listings.features.json')),
  'zh-cn': () => merged(import('./locales/zh-cn/listings.json'), import('./locales/zh-cn/listings.features.json')),
  'en-us': () => merged(import('./locales/en-us/listings.json'), import('./locales/en-us/listings.features.json')),
});
