/**
 * The parser's labelled set: over 300 questions in zh-hk (with Cantonese), zh-cn and en-us, each
 * with the filter it must give, read with the dictionaries loaded from a seeded database.
 * Prints field-level precision and recall and the exact-match rate per language.
 */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED } from '../src/modules/catalog/test-support';
import { parserFor } from '../src/modules/chat/dictionaries';
import { LABELLED, score } from '../src/modules/chat/parser/labelled/index';
import type { Parser } from '../src/modules/chat/parser/index';

let env: TestEnv;
let parser: Parser;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
  parser = await parserFor(env.db);
}, 120_000);
afterAll(() => env.close());

describe('labelled questions', () => {
  it('holds at least 100 questions per language', () => {
    for (const set of Object.values(LABELLED)) expect(set.length).toBeGreaterThanOrEqual(100);
  });

  it.each(Object.keys(LABELLED) as (keyof typeof LABELLED)[])('%s: exact match at least 95 %%', (lang) => {
    const s = score(parser, LABELLED[lang]);
    console.log(`${lang}: ${s.questions} questions, exact ${(s.exact * 100).toFixed(1)} %, precision ${(s.precision * 100).toFixed(1)} %, recall ${(s.recall * 100).toFixed(1)} %`);
    if (s.misses.length) console.log(JSON.stringify(s.misses, null, 1));
    expect(s.exact).toBeGreaterThanOrEqual(0.95);
    expect(s.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.recall).toBeGreaterThanOrEqual(0.97);
  });
});
