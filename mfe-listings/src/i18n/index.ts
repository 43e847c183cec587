/**
 * The 'listings' namespace: this remote's page messages (listings.json) merged with its feature
 * messages (listings.features.json) and the agents and serviced-apartment messages
 * (listings.agents.json), loaded per language on first use. Their top-level keys do not overlap
 * (locales.test.ts checks it).
 */
import { registerNamespace } from '@portal/shared/i18n';

export const LISTINGS_NS = 'listings';

type Messages = Promise<{ default: object }>;
const merged = (...parts: Messages[]) =>
  Promise.all(parts).then((all) => ({ default: Object.assign({}, ...all.map((m) => m.default)) as object }));

registerNamespace(LISTINGS_NS, {
  'zh-hk': () =>
    merged(import('./locales/zh-hk/listings.json'), import('./locales/zh-hk/listings.features.json'), import('./locales/zh-hk/listings.agents.json')),
  'zh-cn': () =>
    merged(import('./locales/zh-cn/listings.json'), import('./locales/zh-cn/listings.features.json'), import('./locales/zh-cn/listings.agents.json')),
  'en-us': () =>
    merged(import('./locales/en-us/listings.json'), import('./locales/en-us/listings.features.json'), import('./locales/en-us/listings.agents.json')),
});
