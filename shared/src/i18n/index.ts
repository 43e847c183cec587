export { i18n, createI18n, registerNamespace, registeredNamespaces, i18nReady, loadMessages, HTML_LANG, COMMON_NS } from './instance';
export type { Messages, MessageLoader, NamespaceLoaders } from './instance';
export {
  LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, detectLocale, rootRedirect, setLocaleCookie, localeCookieString,
  readLocaleCookie, localeFromLanguage,
} from './detect';
export type { DetectInput } from './detect';
export { changeLocale } from './change-locale';
export { useT } from './use-t';
export { missingKeys } from './missing-keys';
