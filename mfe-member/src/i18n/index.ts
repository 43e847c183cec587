/** The 'member' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const MEMBER_NS = 'member';

registerNamespace(MEMBER_NS, {
  'zh-hk': () => import('./locales/zh-hk/member.json'),
  'zh-cn': () => import('./locales/zh-cn/member.json'),
  'en-us': () => import('./locales/en-us/member.json'),
});
