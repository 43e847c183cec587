/** The 'new-properties' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const NEW_PROPERTIES_NS = 'new-properties';

registerNamespace(NEW_PROPERTIES_NS, {
  'zh-hk': () => import('./locales/zh-hk/new-properties.json'),
  'zh-cn': () => import('./locales/zh-cn/new-properties.json'),
  'en-us': () => import('./locales/en-us/new-properties.json'),
});
