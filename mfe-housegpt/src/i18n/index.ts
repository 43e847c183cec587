/** The 'housegpt' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const HOUSEGPT_NS = 'housegpt';

registerNamespace(HOUSEGPT_NS, {
  'zh-hk': () => import('./locales/zh-hk/housegpt.json'),
  'zh-cn': () => import('./locales/zh-cn/housegpt.json'),
  'en-us': () => import('./locales/en-us/housegpt.json'),
});
