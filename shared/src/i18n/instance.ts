/**
 * The one i18next instance of the page (shared as a singleton through Module Federation).
 * Messages load on demand per namespace and locale through the loaders each app registers.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../routing/locale';

export type Messages = Record<string, unknown>;
/** A loader may return the messages or a JSON module (`import('./x.json')`) whose default they are. */
export type MessageLoader = () => Promise<Messages>;
export type NamespaceLoaders = Record<Locale, MessageLoader>;

export const COMMON_NS = 'common';
/** BCP 47 tags for <html lang>. */
export const HTML_LANG: Record<Locale, string> = { 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

const registry = new Map<string, Partial<NamespaceLoaders>>([
  // the shared namespace; registered here (not in a side-effect import, which bundlers may drop)
  [COMMON_NS, {
    'zh-hk': () => import(/* webpackChunkName: "messages-zh-hk" */ './locales/zh-hk/common.json'),
    'zh-cn': () => import(/* webpackChunkName: "messages-zh-cn" */ './locales/zh-cn/common.json'),
    'en-us': () => import(/* webpackChunkName: "messages-en-us" */ './locales/en-us/common.json'),
  }],
]);

function unwrap(mod: Messages): Messages {
  const d = mod.default;
  return d !== null && typeof d === 'object' && !Array.isArray(d) ? (d as Messages) : mod;
}

/** Spec 8: a missing locale file logs a warning; the messages then come from zh-hk (fallbackLng). */
export function warnMissingLocale(locale: string, ns: string, cause?: unknown): void {
  console.warn(`[i18n] Missing locale file ${locale}/${ns}.json: showing ${DEFAULT_LOCALE} messages instead.`, cause ?? '');
}

export async function loadMessages(locale: string, ns: string): Promise<Messages> {
  if (!isLocale(locale)) return {};
  const loader = registry.get(ns)?.[locale];
  if (!loader) {
    if (registry.has(ns)) warnMissingLocale(locale, ns);
    return {};
  }
  try {
    return unwrap(await loader());
  } catch (error) {
    warnMissingLocale(locale, ns, error);
    return {};
  }
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadMessages(language, namespace).then((data) => callback(null, data), (error: Error) => callback(error, false));
  },
};

export const i18n: I18n = i18next.createInstance();

const ready: Promise<unknown> = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    interpolation: { escapeValue: false }, // React escapes; messages are rendered as text
    react: { useSuspense: false },
  });

/** Resolves when the instance is initialised (the first messages are loading or loaded). */
export const i18nReady = (): Promise<unknown> => ready;

/**
 * Registers an app's namespace. Its messages load for the current locale (and zh-hk, the fallback)
 * when registered, and for a new locale when the language changes.
 */
export function registerNamespace(ns: string, loaders: Partial<NamespaceLoaders>): void {
  const known = registry.has(ns);
  registry.set(ns, loaders);
  void ready.then(() => (known ? i18n.reloadResources(undefined, [ns]) : i18n.loadNamespaces(ns)));
}

export function registeredNamespaces(): string[] {
  return [...registry.keys()];
}

/**
 * The page's `lang`, written only when it changes: the server wrote it already, and writing even
 * the same value makes the browser recompute the style of the whole page (`lang` is inherited).
 */
export function setHtmlLang(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  if (html.lang !== HTML_LANG[locale]) html.lang = HTML_LANG[locale];
}

/** The page's i18n in `locale`, with the common messages loaded. Safe to call more than once. */
export async function createI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  await ready;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(COMMON_NS);
  setHtmlLang(locale);
  return i18n;
}
