/** An article's body as structured blocks (spec 2.4): stored paragraphs and blocks, links checked, never HTML. */
import { createTestEnv, type TestEnv } from './helpers';
import { SEED, get, ok } from '../src/modules/catalog/test-support';

interface Detail { kind: string; bodyWithCulture: string[]; blocks: Array<Record<string, unknown>> }

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

const article = async (id: number, lang = 'en-us') => ok(await get<Detail>(env, '/Information/GetInformationById', { id }, lang));

describe('GetInformationById blocks', () => {
  it('answers every seeded article as blocks whose text is the plain body', async () => {
    const rows = await env.db.query<{ id: number }>('SELECT id FROM information ORDER BY id');
    for (const { id } of rows.slice(0, 40)) {
      const a = await article(Number(id));
      expect(a.blocks.length).toBeGreaterThan(0);
      expect(a.bodyWithCulture.length).toBeGreaterThanOrEqual(a.blocks.length - a.blocks.filter((b) => b.type === 'image').length);
    }
  });

  it('seeds the stamp duty scale as a table that agrees with the calculator, and a glossary with links into the site', async () => {
    const duty = await env.db.one<{ id: number }>("SELECT id FROM information WHERE kind = 'encyclopedia' AND 'stamp duty' = ANY(tags) ORDER BY id LIMIT 1");
    const a = await article(Number(duty?.id));
    const table = a.blocks.find((b) => b.type === 'table') as { head: string[]; rows: string[][] } | undefined;
    expect(table?.head).toEqual(['Price', 'Duty']);
    expect(table?.rows[0]).toEqual(['Up to HK$4,000,000', 'HK$100']);
    expect(table?.rows.at(-1)).toEqual(['Above HK$109,574,470', '6.5% of the price']);
    const glossary = await env.db.one<{ id: number }>("SELECT id FROM information WHERE 'glossary' = ANY(tags)");
    const g = await article(Number(glossary?.id), 'zh-cn');
    expect(g.blocks.filter((b) => b.type === 'list').length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(g.blocks)).toContain('"route":"encyclopedia"');
    expect(g.bodyWithCulture.join('')).toContain('按揭成数');
  });

  it('keeps valid blocks, turns a link the route table cannot write into text, drops a malformed block, and never reads HTML', async () => {
    const body = [
      '<script>alert(1)</script> is text',
      { type: 'heading', text: 'Steps' },
      { type: 'list', ordered: true, items: [[{ text: 'Read the ' }, { text: 'encyclopedia', route: 'encyclopedia' }], [{ text: 'bad', route: 'propertyTipsArticle', params: { id: 'x' } }]] },
      { type: 'table', head: ['Price', 'Duty'], rows: [['HK$4M', 'HK$100']] },
      { type: 'html', html: '<b>x</b>' },
    ];
    const row = await env.db.one<{ id: number }>("SELECT id FROM information WHERE kind = 'tips' ORDER BY id LIMIT 1");
    await env.db.query(`UPDATE information SET body = jsonb_build_object('zh-hk', $1::jsonb, 'zh-cn', $1::jsonb, 'en-us', $1::jsonb) WHERE id = $2`, [JSON.stringify(body), row?.id]);
    const a = await article(Number(row?.id));
    expect(a.blocks).toEqual([
      { type: 'paragraph', content: [{ text: '<script>alert(1)</script> is text' }] },
      { type: 'heading', text: 'Steps' },
      { type: 'list', ordered: true, items: [[{ text: 'Read the ' }, { text: 'encyclopedia', route: 'encyclopedia' }], [{ text: 'bad' }]] },
      { type: 'table', head: ['Price', 'Duty'], rows: [['HK$4M', 'HK$100']] },
    ]);
    expect(a.bodyWithCulture).toEqual(['<script>alert(1)</script> is text', 'Steps', '1. Read the encyclopedia', '2. bad', 'Price | Duty', 'HK$4M | HK$100']);
  });
});
