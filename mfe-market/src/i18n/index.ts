/** The 'market' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const MARKET_NS = 'market';

registerNamespace(MARKET_NS, {
  'zh-hk': () => import('./locales/zh-hk/market.json'),
  'zh-cn': () => import('./locales/zh-cn/market.json'),
  'en-us': () => import('./locales/en-us/market.json'),
});
