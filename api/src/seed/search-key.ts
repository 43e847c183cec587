/**
 * The suggester key: every name form, lower-cased, English as written, without punctuation, and
 * without spaces, so 'mid-levels', 'mid levels' and 'midlevels' all match.
 */
import type { L } from './text';

export function searchKey(names: readonly L[]): string {
  const parts = new Set<string>();
  for (const n of names) {
    parts.add(n['zh-hk']);
    parts.add(n['zh-cn']);
    const raw = n['en-us'].toLowerCase().trim();
    const en = raw.replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
    parts.add(raw);
    parts.add(raw.replace(/ /g, ''));
    parts.add(en);
    parts.add(en.replace(/ /g, ''));
  }
  return [...parts].filter(Boolean).join('|').toLowerCase();
}
