import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED } from '../catalog/test-support';
import { parseXml, sitemapProblems } from './sitemap-check';
import { SOURCES } from './sitemap-sources';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
}, 120_000);
afterAll(() => env.close());

const get = (url: string, headers: Record<string, string> = {}) => env.app.inject({ method: 'GET', url, headers: { host: 'hh.example', ...headers } });

describe('sitemaps', () => {
  it('answers an index of per-type sitemaps that is valid for the sitemaps.org schema', async () => {
    const res = await get('/api/sitemap/index.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(sitemapProblems(res.body, 'sitemapindex')).toEqual([]);
    const locs = parseXml(res.body).children.map((s) => s.children.find((c) => c.name === 'loc')!.text);
    expect(locs).toEqual(expect.arrayContaining(['http://hh.example/sitemaps/static.xml', 'http://hh.example/sitemaps/listings-1.xml', 'http://hh.example/sitemaps/estates-1.xml', 'http://hh.example/sitemaps/news-1.xml', 'http://hh.example/sitemaps/new-developments-1.xml', 'http://hh.example/sitemaps/greater-bay-area-1.xml']));
    const again = await get('/api/sitemap/index.xml', { 'if-modified-since': String(res.headers['last-modified']) });
    expect(again.statusCode).toBe(304);
  });

  it('lists the listings on offer in three languages with hreflang alternates and lastmod, valid', async () => {
    const res = await get('/api/sitemap/listings-1.xml');
    expect(res.statusCode).toBe(200);
    expect(sitemapProblems(res.body, 'urlset')).toEqual([]);
    const urls = parseXml(res.body).children;
    const { n } = (await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM listings WHERE status IN (4, 8)'))!;
    expect(urls).toHaveLength(n * 3);
    const first = urls[0]!;
    expect(first.children.find((c) => c.name === 'loc')!.text).toMatch(/^http:\/\/hh\.example\/(buy|rent)-property-/);
    expect(first.children.filter((c) => c.name === 'xhtml:link').map((l) => l.attrs.hreflang)).toEqual(['zh-HK', 'zh-CN', 'en-US']);
    expect(first.children.find((c) => c.name === 'lastmod')!.text).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('serves the static pages, and 404 for a file past the last', async () => {
    const res = await get('/api/sitemap/static.xml');
    expect(sitemapProblems(res.body, 'urlset')).toEqual([]);
    expect(res.body).toContain('<loc>http://hh.example/en-us/buy</loc>');
    expect(res.body).toContain('<loc>http://hh.example/en-us/greater-bay-area</loc>');
    expect(res.body).toContain('<loc>http://hh.example/en-us/gbaTools</loc>');
    expect((await get('/api/sitemap/listings-9.xml')).statusCode).toBe(404);
    expect((await get('/api/sitemap/secrets-1.xml')).statusCode).toBe(404);
  });
});

it('lists every Greater Bay Area project page, valid, with its latest sale permit as lastmod', async () => {
  const res = await get('/api/sitemap/greater-bay-area-1.xml');
  expect(res.statusCode).toBe(200);
  expect(sitemapProblems(res.body, 'urlset')).toEqual([]);
  const urls = parseXml(res.body).children;
  const { n } = (await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM gba_projects'))!;
  expect(n).toBeGreaterThan(0);
  expect(urls).toHaveLength(n * 3);
  const loc = urls[0]!.children.find((c) => c.name === 'loc')!.text;
  expect(loc).toMatch(/^http:\/\/hh\.example\/(zh-cn\/|en-us\/)?greater-bay-area-\d+/);
  const lastmods = urls.map((u) => u.children.find((c) => c.name === 'lastmod')?.text).filter(Boolean);
  for (const d of lastmods) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it('reads a type in keyset pages: each page starts after the last id of the one before, none repeats', async () => {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const rows = await SOURCES.listings!.page(env.db, after, 0, 97);
    if (rows.length === 0) break;
    expect(rows.length).toBeLessThanOrEqual(97);
    ids.push(...rows.map((r) => r.id));
    after = rows[rows.length - 1]!.id;
  }
  const { total } = await SOURCES.listings!.count(env.db);
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  // a later file starts at its offset
  const second = await SOURCES.listings!.page(env.db, null, 97, 3);
  expect(second.map((r) => r.id)).toEqual(ids.slice(97, 100));
});

describe('the structural check', () => {
  it('finds what the schema refuses', () => {
    const bad = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/relative</loc><lastmod>yesterday</lastmod></url><item/></urlset>';
    expect(sitemapProblems(bad, 'urlset')).toEqual(['url 1: <loc> /relative is not an absolute URL of at most 2048 characters', 'url 1: lastmod yesterday', '<item> in <urlset>']);
    expect(sitemapProblems('<urlset><url></urlset>', 'urlset')).toEqual(['</urlset> closes <url>']);
    expect(sitemapProblems('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.b/x?a=1&b=2</loc></sitemap></sitemapindex>', 'sitemapindex')).toEqual(['an unescaped & in loc']);
  });
});
