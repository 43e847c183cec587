import type { Locale } from '../routing/locale';

/** i18next plural forms: 'count_one' in English and 'count_other' in Chinese are the same key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafPaths(value: unknown, prefix: string, out: Set<string>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leafPaths(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  if (typeof value === 'string' && value.trim() === '') return; // an empty message counts as missing
  out.add(prefix.replace(PLURAL_SUFFIX, ''));
}

/**
 * Deep key comparison of one namespace in every locale: each entry reads `locale: key.path` for a
 * message that another locale has and this one lacks (or leaves empty). Plural forms count as one key.
 */
export function missingKeys(resources: Record<Locale, Record<string, unknown>>): string[] {
  const sets = Object.entries(resources).map(([locale, messages]) => {
    const paths = new Set<string>();
    leafPaths(messages, '', paths);
    return [locale, paths] as const;
  });
  const all = new Set(sets.flatMap(([, paths]) => [...paths]));
  const missing: string[] = [];
  for (const [locale, paths] of sets) for (const p of all) if (!paths.has(p)) missing.push(`${locale}: ${p}`);
  return missing.sort();
}
