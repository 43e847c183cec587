/**
 * English words to their stems with PostgreSQL's own Snowball stemmer (ts_lexize with
 * english_stem, in PGlite and PostgreSQL alike): 'mortgages' and 'mortgage' meet as 'mortgag'.
 * Stop words ('the', 'of') have no stem and are dropped; numbers are kept as written.
 */
import type { Db } from '../../db/index';

const known = new Map<string, string | null>();

export async function stemWords(db: Db, words: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const todo: string[] = [];
  for (const w of new Set(words)) {
    if (/^\p{N}+$/u.test(w)) out.set(w, w);
    else if (known.has(w)) out.set(w, known.get(w) ?? null);
    else todo.push(w);
  }
  if (todo.length > 0) {
    const rows = await db.query<{ w: string; s: string | null }>(
      "SELECT w, (ts_lexize('english_stem', w))[1] AS s FROM unnest($1::text[]) AS w", [todo]);
    for (const r of rows) {
      out.set(r.w, r.s ?? null);
      if (known.size < 100_000) known.set(r.w, r.s ?? null);
    }
  }
  return out;
}
