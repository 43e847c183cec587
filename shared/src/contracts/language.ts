/**
 * The languages and platforms of spec 7.1, without zod: the browser's first load imports these
 * (through @portal/shared/endpoints) and never the schemas.
 */
export const LANGUAGES = ['zh-hk', 'zh-cn', 'en-us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-hk';

export const PLATFORMS = ['pc', 'mobile', 'app'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Accepts zh-HK, zh_hk, en, en-US ... and yields one of LANGUAGES, or undefined. */
export function normalizeLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace('_', '-');
  if ((LANGUAGES as readonly string[]).includes(v)) return v as Language;
  if (v === 'en' || v.startsWith('en-')) return 'en-us';
  if (v === 'zh-tw' || v === 'zh-mo' || v === 'zh-hant') return 'zh-hk';
  if (v === 'zh' || v === 'zh-sg' || v === 'zh-hans') return 'zh-cn';
  return undefined;
}
