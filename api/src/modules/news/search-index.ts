/**
 * Keeps information_terms up to date: before a search, the articles not yet indexed (new, or
 * changed since: migration 0007's trigger) get their terms. One indexing at a time per database
 * (an advisory lock shared by every API process), in one transaction.
 */
import type { Db, Row } from '../../db/index';
import { stemWords } from './stem';
import { textsOf, tokenize, type Tokens } from './search-text';

/** the advisory lock key of article indexing */
export const NEWS_INDEX_LOCK = 727307;

/** weight of one occurrence per field; a body term counts at most BODY_CAP times */
const FIELD_WEIGHT = { title: 10, tags: 6, summary: 4, body: 1 } as const;
const BODY_CAP = 5;
const LANGS = ['zh-hk', 'zh-cn', 'en-us'] as const;
type Field = keyof typeof FIELD_WEIGHT;

const pending = new WeakMap<Db, Promise<void>>();

export async function ensureIndexed(db: Db): Promise<void> {
  const stale = await db.one('SELECT 1 AS x FROM information WHERE NOT search_indexed LIMIT 1');
  if (!stale) return;
  const running = pending.get(db);
  if (running) return running;
  const run = db.exclusive(NEWS_INDEX_LOCK, () => db.tx(indexStale)).finally(() => pending.delete(db));
  pending.set(db, run);
  return run;
}

async function indexStale(db: Db): Promise<void> {
  const rows = await db.query('SELECT id, title, summary, body, tags FROM information WHERE NOT search_indexed ORDER BY id FOR UPDATE');
  if (rows.length === 0) return;
  const tokenized = rows.map(articleTokens);
  const stems = await stemWords(db, tokenized.flatMap((fields) => Object.values(fields).flat().flatMap((t) => t.words)));
  const terms: string[] = [];
  const ids: number[] = [];
  const weights: number[] = [];
  rows.forEach((r, i) => {
    for (const [term, w] of articleWeights(tokenized[i] as ArticleTokens, stems)) {
      terms.push(term);
      ids.push(Number(r.id));
      weights.push(w);
    }
  });
  const idList = rows.map((r) => Number(r.id));
  await db.query('DELETE FROM information_terms WHERE information_id = ANY($1::int[])', [idList]);
  await db.query(
    'INSERT INTO information_terms (term, information_id, weight) SELECT * FROM unnest($1::text[], $2::int[], $3::real[])',
    [terms, ids, weights]);
  await db.query('UPDATE information SET search_indexed = true WHERE id = ANY($1::int[])', [idList]);
}

/** per field, the tokens of each language's text */
type ArticleTokens = Record<Field, Tokens[]>;

function articleTokens(r: Row): ArticleTokens {
  const lang = (col: unknown) => LANGS.map((l) => tokenize(textsOf((col as Record<string, unknown> | null)?.[l]).join('\n')));
  return { title: lang(r.title), summary: lang(r.summary), body: lang(r.body), tags: [tokenize(textsOf(r.tags).join('\n'))] };
}

/** term → weight of one article: per field, a term's count is the most any language gives it */
function articleWeights(fields: ArticleTokens, stems: Map<string, string | null>): Map<string, number> {
  const out = new Map<string, number>();
  for (const field of Object.keys(fields) as Field[]) {
    const best = new Map<string, number>();
    for (const tokens of fields[field]) {
      for (const [t, n] of termCounts(tokens, stems)) best.set(t, Math.max(best.get(t) ?? 0, n));
    }
    for (const [t, n] of best) {
      const w = FIELD_WEIGHT[field] * (field === 'body' ? Math.min(n, BODY_CAP) : 1);
      out.set(t, (out.get(t) ?? 0) + w);
    }
  }
  return out;
}

/** the terms of some tokens with their counts: bigrams as they are, words by their stems */
export function termCounts(tokens: Tokens, stems: Map<string, string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of [...tokens.grams, ...tokens.words.map((w) => stems.get(w))]) {
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}
