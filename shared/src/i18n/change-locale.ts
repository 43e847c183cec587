import { switchLocalePath, type Locale } from '../routing/locale';
import { setLocaleCookie } from './detect';
import { i18n, i18nReady, registeredNamespaces, setHtmlLang, COMMON_NS } from './instance';

/**
 * Spec 2.1 language switch: sets the cookie, loads the messages of every registered namespace in the
 * new locale, changes the language and <html lang>. Returns the current page's path in that locale
 * (pathname only; the caller keeps the query) for the caller to navigate to when it differs.
 */
export async function changeLocale(locale: Locale): Promise<string> {
  setLocaleCookie(locale);
  await i18nReady();
  await i18n.loadNamespaces([COMMON_NS, ...registeredNamespaces()]);
  await i18n.loadLanguages(locale);
  await i18n.changeLanguage(locale);
  setHtmlLang(locale);
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return switchLocalePath(pathname, locale);
}
