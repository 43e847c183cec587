/**
 * Small helpers every catalog query uses: parameter lists, localized jsonb text with the zh-hk
 * fallback, date formatting done in SQL (the same text from PGlite and PostgreSQL), media paths.
 */
import type { Language } from '@portal/shared/contracts';
import { badRequest } from '../../http/errors';

/** Collects positional parameters: `p.add(v)` returns `$n`. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
  /** a number compared with a column of any numeric type (a smallint column would reject 1e9 or 0.5) */
  num(v: number): string {
    return `${this.add(v)}::numeric`;
  }
}

/** jsonb text in the language at `lang` ($n), falling back to zh-hk. */
export const tr = (col: string, lang = '$1') => `coalesce(nullif(${col}->>${lang}, ''), ${col}->>'zh-hk')`;
/** yyyy-mm-dd of a date column */
export const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
/** ISO 8601 UTC of a timestamptz column */
export const isoTs = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A media key from the database as a URL the media module serves. */
export function mediaUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  if (key.startsWith('/') || /^https?:\/\//.test(key)) return key;
  return `/api/Media/${key}.svg`;
}
export const mediaUrls = (keys: unknown): string[] =>
  Array.isArray(keys) ? keys.map((k) => mediaUrl(String(k))).filter((u): u is string => u !== null) : [];

export const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const int = (v: unknown): number => Number(v ?? 0);
export const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Escapes LIKE wildcards in user text. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Paging with the defaults of spec 9 (page 1, 20 a page). */
export function paging(b: { pageIndex?: number; pageCount?: number }, defCount = 20) {
  const pageIndex = b.pageIndex ?? 1;
  const pageCount = b.pageCount ?? defCount;
  return { pageIndex, pageCount, offset: (pageIndex - 1) * pageCount };
}

/** A dictionary range 'min-max' as numbers; a 400 naming the field otherwise. */
export function parseRange(code: string, field: string): [number, number] {
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(code);
  if (!m) throw badRequest(`${field}: expected a range written min-max`, field);
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (lo > hi) throw badRequest(`${field}: the minimum is above the maximum`, field);
  return [lo, hi];
}

export type Lang = Language;

/** Great-circle distance in metres between two coordinate pairs (SQL expressions). */
export const distanceSql = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  `(12742000 * asin(sqrt(power(sin(radians((${lat2}) - (${lat1})) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians((${lng2}) - (${lng1})) / 2), 2))))`;
