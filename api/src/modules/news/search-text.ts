/**
 * Text to search terms, the same for articles and queries (docs/news-search.md): NFKC and lower
 * case; Chinese folded to Simplified with OpenCC (Hong Kong to mainland, and 呎 as 尺 as the
 * simplified pages write it), so 印花稅 and 印花税 are one term; each run of Han characters
 * becomes its overlapping character bigrams (a one-character run stays a unigram); Latin words
 * and numbers are kept whole for stemming (stemWords).
 */
import * as OpenCC from 'opencc-js';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const HAN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

export interface Tokens {
  /** Chinese bigrams (or unigrams of one-character runs), folded to Simplified */
  grams: string[];
  /** lower-case Latin words and numbers, not yet stemmed */
  words: string[];
}

export function foldText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase()).replace(/呎/g, '尺');
}

export function tokenize(text: string): Tokens {
  const folded = foldText(text);
  const grams: string[] = [];
  for (const [run] of folded.matchAll(HAN)) {
    const chars = [...run];
    if (chars.length === 1) grams.push(run);
    for (let i = 0; i + 1 < chars.length; i++) grams.push(`${chars[i]}${chars[i + 1]}`);
  }
  const words = [...folded.replace(HAN, ' ').matchAll(WORD)].map(([w]) => w);
  return { grams, words };
}

/** the strings of a stored text: a plain string, an array of paragraphs, or structured blocks */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === 'href' || k === 'src' || k === 'type' ? [] : textsOf(v)));
  }
  return [];
}
