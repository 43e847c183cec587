/** Article search in Chinese (either script) and English on the seed (spec 2.3, 7.8; docs/news-search.md). */
import * as OpenCC from 'opencc-js';
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, ok, post } from '../src/modules/catalog/test-support';

interface Item { informationID: number; kind: string; titleWithCulture: string; summaryWithCulture: string }
interface Page { items: Item[]; total: number }

const LANGS = ['zh-hk', 'zh-cn', 'en-us'] as const;
const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' });
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const search = async (keyword: string, kind = 'news', lang = 'zh-hk', pageCount = 100, pageIndex = 1) =>
  ok(await post<Page>(env, '/Information/SearchInformation', { kind, keyword, pageCount, pageIndex }, lang));

/** ids of the articles of a kind whose text (any language, any script) holds the phrase */
async function holding(phrase: string, kind: string): Promise<Set<number>> {
  const rows = await env.db.query<{ id: number; text: string }>(
    "SELECT id, lower(concat_ws(' ', title::text, summary::text, body::text)) AS text FROM information WHERE kind = $1", [kind]);
  const want = toCn(phrase.toLowerCase());
  return new Set(rows.filter((r) => toCn(r.text).includes(want)).map((r) => Number(r.id)));
}

describe('SearchInformation with a keyword', () => {
  it.each(['按揭', '印花稅', '印花税', 'stamp duty'])('finds every article holding %s, and only those, in each locale', async (kw) => {
    for (const kind of ['news', 'encyclopedia']) {
      const expected = await holding(kw, kind);
      expect(expected.size).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const page = await search(kw, kind, lang);
        const found = new Set(page.items.map((i) => i.informationID));
        for (const id of expected) expect([kw, kind, lang, id, found.has(id)]).toEqual([kw, kind, lang, id, true]);
        for (const i of page.items) expect([i.kind, expected.has(i.informationID)]).toEqual([kind, true]);
        expect(page.total).toBe(page.items.length);
      }
    }
  });

  it('finds the same articles in the same order from Traditional and Simplified', async () => {
    for (const lang of LANGS) {
      const hk = (await search('印花稅', 'news', lang)).items.map((i) => i.informationID);
      const cn = (await search('印花税', 'news', lang)).items.map((i) => i.informationID);
      expect(cn).toEqual(hk);
    }
  });

  it('ranks an article with the keyword in its title above one with it only in the body', async () => {
    const page = await search('印花稅', 'news', 'zh-hk');
    const firstWithout = page.items.findIndex((i) => !i.titleWithCulture.includes('印花稅'));
    const lastWith = page.items.map((i) => i.titleWithCulture.includes('印花稅')).lastIndexOf(true);
    expect(lastWith).toBeGreaterThanOrEqual(0);
    if (firstWithout >= 0) expect(lastWith).toBeLessThan(firstWithout);
    const en = await search('stamp duty', 'news', 'en-us');
    expect(en.items[0]?.titleWithCulture.toLowerCase()).toContain('stamp duty');
  });

  it('stems English words and ignores case: mortgages, Mortgage and mortgage find the same articles', async () => {
    const ids = async (kw: string) => (await search(kw, 'encyclopedia', 'en-us')).items.map((i) => i.informationID);
    const base = await ids('mortgage');
    expect(base.length).toBeGreaterThan(0);
    expect(await ids('mortgages')).toEqual(base);
    expect(await ids('MORTGAGE')).toEqual(base);
  });

  it('pages the ranked results without overlap', async () => {
    const all = await search('按揭', 'news', 'zh-hk');
    expect(all.total).toBeGreaterThan(3);
    const first = await search('按揭', 'news', 'zh-hk', 2, 1);
    const second = await search('按揭', 'news', 'zh-hk', 2, 2);
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((i) => i.informationID)).toEqual(all.items.slice(0, 4).map((i) => i.informationID));
  });

  it('answers nothing for a keyword no article holds, or one of stop words and punctuation only', async () => {
    expect((await search('海鷗灣燒鵝', 'news')).total).toBe(0);
    expect((await search('the of', 'news', 'en-us')).total).toBe(0);
    expect((await search('？！', 'news')).total).toBe(0);
  });

  it('searches every kind of a category when no kind is given (the property-tips category pages)', async () => {
    const cat = await env.db.one<{ id: number; kind: string; n: number }>(
      "SELECT category_id AS id, min(kind) AS kind, count(*)::int AS n FROM information WHERE kind = 'encyclopedia' GROUP BY category_id ORDER BY category_id LIMIT 1");
    const page = ok(await post<Page>(env, '/Information/SearchInformation', { categoryId: cat?.id, pageCount: 100 }, 'en-us'));
    expect(page.total).toBe(cat?.n);
    expect(new Set(page.items.map((i) => i.kind))).toEqual(new Set(['encyclopedia']));
  });

  it('indexes an article again when its text changes', async () => {
    const [id] = (await search('按揭', 'news')).items.map((i) => i.informationID);
    await env.db.query(`UPDATE information SET title = jsonb_set(title, '{zh-hk}', to_jsonb('海鷗灣燒鵝之謎'::text)) WHERE id = $1`, [id]);
    expect((await search('海鷗灣燒鵝', 'news')).items.map((i) => i.informationID)).toEqual([id]);
    await env.db.query(`UPDATE information SET title = jsonb_set(title, '{zh-hk}', to_jsonb('按揭'::text)) WHERE id = $1`, [id]);
    expect((await search('海鷗灣燒鵝', 'news')).total).toBe(0);
  });
});
