/** The 'estates' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const ESTATES_NS = 'estates';

registerNamespace(ESTATES_NS, {
  'zh-hk': () => import('./locales/zh-hk/estates.json'),
  'zh-cn': () => import('./locales/zh-cn/estates.json'),
  'en-us': () => import('./locales/en-us/estates.json'),
});
