/** Small helpers of the member handlers. */
import type { Language, Localized } from '@portal/shared/contracts';

/** A timestamp from the database as an ISO string. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** The text of a jsonb {"zh-hk", "zh-cn", "en-us"} column in `language`. */
export function loc(value: unknown, language: Language): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const v = value as Partial<Localized>;
  return v[language] ?? v['zh-hk'] ?? v['en-us'] ?? '';
}
export function locOrNull(value: unknown, language: Language): string | null {
  return value === null || value === undefined ? null : loc(value, language);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** Offset of a page. */
export function offsetOf(page: { pageIndex: number; pageCount: number }): number {
  return (page.pageIndex - 1) * page.pageCount;
}
