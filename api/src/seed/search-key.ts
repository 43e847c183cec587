/** The suggester key: every name form, lower-cased, English both with and without spaces. */
import type { L } from './text';

export function searchKey(names: readonly L[]): string {
  const parts = new Set<string>();
  for (const n of names) {
    parts.add(n['zh-hk']);
    parts.add(n['zh-cn']);
    const en = n['en-us'].toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
    parts.add(en);
    parts.add(en.replace(/ /g, ''));
  }
  return [...parts].filter(Boolean).join('|').toLowerCase();
}
