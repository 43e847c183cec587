/**
 * Ranked article search over information_terms (docs/news-search.md). A keyword becomes the
 * same terms as the articles (search-text.ts); an article matches when it has every term (a
 * one-character Chinese keyword matches the bigrams that start or end with it), and scores the
 * sum of its weight for each term times the term's rarity, ln(1 + articles / articles with it).
 */
import type { Db } from '../../db/index';
import type { Params } from '../catalog/sql';
import { ensureIndexed, termCounts } from './search-index';
import { tokenize } from './search-text';
import { stemWords } from './stem';

export interface KeywordTerms {
  terms: string[];
  /** true where the term is a single Chinese character, matched inside bigrams */
  partial: boolean[];
}

/** the keyword's terms, or null when it has none (punctuation, stop words only) */
export async function keywordTerms(db: Db, keyword: string): Promise<KeywordTerms | null> {
  const tokens = tokenize(keyword.slice(0, 100));
  const terms = [...termCounts(tokens, await stemWords(db, tokens.words)).keys()].slice(0, 32);
  if (terms.length === 0) return null;
  return { terms, partial: terms.map((t) => [...t].length === 1 && /\p{Script=Han}/u.test(t)) };
}

/**
 * `WITH ... scored(id, score)`: the articles that have every term, with their score. Indexes
 * the articles not yet indexed first.
 */
export async function scoredCte(db: Db, p: Params, k: KeywordTerms): Promise<string> {
  await ensureIndexed(db);
  const terms = p.add(k.terms);
  const partial = p.add(k.partial);
  const need = p.add(k.terms.length);
  return `WITH q AS (SELECT term, partial, ord FROM unnest(${terms}::text[], ${partial}::boolean[]) WITH ORDINALITY AS x(term, partial, ord)),
  m AS (
    SELECT q.ord, t.information_id AS id, max(t.weight) AS w FROM q JOIN information_terms t ON t.term = q.term
      WHERE NOT q.partial GROUP BY q.ord, t.information_id
    UNION ALL
    SELECT q.ord, t.information_id, max(t.weight) FROM q JOIN information_terms t
      ON q.partial AND (left(t.term, 1) = q.term OR right(t.term, 1) = q.term) GROUP BY q.ord, t.information_id),
  df AS (SELECT ord, count(*)::float8 AS n FROM m GROUP BY ord),
  total AS (SELECT count(*)::float8 AS n FROM information),
  scored AS (SELECT m.id, sum(m.w * ln(1 + total.n / df.n)) AS score FROM m JOIN df USING (ord) CROSS JOIN total
    GROUP BY m.id HAVING count(*) = ${need}) `;
}
