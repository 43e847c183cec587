/**
 * The shell's side of i18n: its own namespace ('shell') in the three languages, and the one
 * place where the page language changes (i18n, <html lang>, the API's language).
 */
import { createI18n, i18n, registerNamespace, HTML_LANG } from '@portal/shared/i18n';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/routing';

export const SHELL_NS = 'shell';
export { HTML_LANG };

registerNamespace(SHELL_NS, {
  'zh-hk': () => import(/* webpackChunkName: "messages-zh-hk" */ './locales/zh-hk/shell.json'),
  'zh-cn': () => import(/* webpackChunkName: "messages-zh-cn" */ './locales/zh-cn/shell.json'),
  'en-us': () => import(/* webpackChunkName: "messages-en-us" */ './locales/en-us/shell.json'),
});

let current: Locale = DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return current;
}

/**
 * Switches i18n to `locale` with the common and shell messages loaded. createI18n sets <html lang>,
 * and only when it changes: the served page has it already.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  current = locale;
  await createI18n(locale);
  await i18n.loadNamespaces(SHELL_NS);
}
