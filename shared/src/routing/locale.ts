/** Language routing of spec 2.1: zh-hk has no prefix, zh-cn and en-us are path prefixes. */
export type Locale = 'zh-hk' | 'zh-cn' | 'en-us';

export const LOCALES: readonly Locale[] = ['zh-hk', 'zh-cn', 'en-us'];
export const DEFAULT_LOCALE: Locale = 'zh-hk';

/** Locales that appear as a path prefix (every locale except the default). */
const PREFIXED: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function prefixOf(pathname: string): Locale | null {
  for (const locale of PREFIXED) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return locale;
  }
  return null;
}

/** The locale a path is in: its prefix, or zh-hk when it has none. */
export function localeOfPath(pathname: string): Locale {
  return prefixOf(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix; always starts with '/'. */
export function stripLocale(pathname: string): string {
  const locale = prefixOf(pathname);
  if (!locale) return pathname.startsWith('/') ? pathname : `/${pathname}`;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the prefix of `locale` to a path that has none. The roots are '/', '/zh-cn' and '/en-us'. */
export function withLocale(pathnameWithoutLocale: string, locale: Locale): string {
  const path = pathnameWithoutLocale.startsWith('/') ? pathnameWithoutLocale : `/${pathnameWithoutLocale}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, to: Locale): string {
  return withLocale(stripLocale(pathname), to);
}
