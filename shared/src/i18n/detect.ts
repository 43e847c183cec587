/** Locale detection and the locale cookie of spec 2.1. */
import { DEFAULT_LOCALE, isLocale, localeOfPath, withLocale, type Locale } from '../routing/locale';

export const LOCALE_COOKIE = 'i18n_redirected';
/** 365 days (spec 2.1, 9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface DetectInput {
  cookie?: string;
  navigatorLanguages?: readonly string[];
  pathname: string;
}

/** What the browser says: its cookie, languages and path (empty where there is no browser). */
export function browserInput(): DetectInput {
  if (typeof window === 'undefined') return { pathname: '/' };
  return { cookie: document.cookie, navigatorLanguages: navigator.languages, pathname: window.location.pathname };
}

/** The locale stored in a Cookie header or document.cookie, if any. */
export function readLocaleCookie(cookie: string | undefined): Locale | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value).toLowerCase();
    } catch {
      continue;
    }
    if (isLocale(value)) return value;
  }
  return null;
}

/**
 * Our locale for a browser language tag: English -> en-us; simplified Chinese (Hans, CN, SG, MY)
 * -> zh-cn; traditional Chinese (Hant, HK, TW, MO) and bare 'zh' -> zh-hk; anything else -> null.
 */
export function localeFromLanguage(tag: string): Locale | null {
  const t = tag.toLowerCase().replace(/_/g, '-');
  if (t === 'en' || t.startsWith('en-')) return 'en-us';
  if (t !== 'zh' && !t.startsWith('zh-')) return null;
  if (/-hans\b/.test(t) || /-(cn|sg|my)$/.test(t)) return 'zh-cn';
  return 'zh-hk';
}

/** Spec 2.1 detection order: cookie, then browser language, then the path prefix. */
export function detectLocale(input: DetectInput = browserInput()): Locale {
  const fromCookie = readLocaleCookie(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of input.navigatorLanguages ?? []) {
    const l = localeFromLanguage(tag);
    if (l) return l;
  }
  return localeOfPath(input.pathname);
}

/**
 * The redirect of the root path, never forced: only '/' (the unprefixed root) is redirected, and only
 * when detection says another language. Null when the page stays as it is.
 */
export function rootRedirect(input: DetectInput = browserInput()): string | null {
  if (input.pathname !== '/') return null;
  const locale = detectLocale(input);
  return locale === DEFAULT_LOCALE ? null : withLocale('/', locale);
}

/** The Set-Cookie value: 365 days, whole site, not secure (spec 2.1), SameSite=Lax. */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function setLocaleCookie(locale: Locale): void {
  if (typeof document !== 'undefined') document.cookie = localeCookieString(locale);
}
