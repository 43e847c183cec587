/** The 'news' namespace of this remote, loaded per language on first use. */
import { registerNamespace } from '@portal/shared/i18n';

export const NEWS_NS = 'news';

registerNamespace(NEWS_NS, {
  'zh-hk': () => import('./locales/zh-hk/news.json'),
  'zh-cn': () => import('./locales/zh-cn/news.json'),
  'en-us': () => import('./locales/en-us/news.json'),
});
