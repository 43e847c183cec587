import type { APIRequestContext } from '@playwright/test';
import { structuredDataProblems } from '../../shell/src/server/schema-vocabulary';
import { API_URL } from '../support/ports';
import { expect, test } from '../support/test';

async function apiResult<T>(request: APIRequestContext, path: string, data?: object): Promise<T> {
  const res = data
    ? await request.post(`${API_URL}${path}`, { data, headers: { language: 'en-us' } })
    : await request.get(`${API_URL}${path}`, { headers: { language: 'en-us' } });
  return ((await res.json()) as { result: T }).result;
}

const firstListing = async (request: APIRequestContext, rentalType: 1 | 2) =>
  (await apiResult<{ items: Array<{ propertyID: string }> }>(request, '/Property/SearchProperty', { pageIndex: 1, pageCount: 1, order: 0, rentalType })).items[0]!.propertyID;

/** the head of the server's first answer, read as a crawler reads it */
async function headOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const unescape = (v: string) => v.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
  const attr = (re: RegExp) => { const v = re.exec(html)?.[1]; return v === undefined ? v : unescape(v); };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string });
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    image: attr(/<meta property="og:image" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" href="[^"]*" hreflang="([^"]*)"/g)].map((m) => m[1]),
    jsonLd,
  };
}

test('every kind of public page has its own head in the server\'s HTML, with valid structured data', async ({ request }) => {
  const sale = await firstListing(request, 1);
  const rent = await firstListing(request, 2);
  const agency = (await apiResult<{ items: Array<{ companyID: number }> }>(request, '/Company/SearchCompany', { pageIndex: 1, pageCount: 1 })).items[0]!.companyID;
  const article = (await apiResult<{ items: Array<{ informationID: number }> }>(request, '/Information/SearchInformation', { kind: 'news', pageIndex: 1, pageCount: 1 })).items[0]!.informationID;
  const pages: Array<[string, RegExp, string]> = [
    ['/en-us', /HarbourHome/, 'WebSite'],
    ['/en-us/buy/i2/', /^Hong Kong 2-bedroom flats for sale \| HarbourHome$/, 'BreadcrumbList'],
    // the site's name goes when the listing's own title needs the room
    [`/en-us/buy-property-${sale}.html`, /^[^|]+, \$[\d.,]+[KM]?( \| HarbourHome)?$/, 'RealEstateListing'],
    [`/en-us/rent-property-${rent}.html`, /^[^|]+, \$[\d.,]+\/month( \| HarbourHome)?$/, 'RealEstateListing'],
    [`/en-us/agency/${agency}/buy`, /^[^|]+( \| HarbourHome)?$/, 'BreadcrumbList'],
    [`/en-us/news/${article}/`, /^[^|]+( \| HarbourHome)?$/, 'NewsArticle'],
  ];
  const titles = new Set<string>();
  for (const [path, title, type] of pages) {
    const head = await headOf(request, path);
    expect(head.title, path).toMatch(title);
    expect(head.title, path).not.toBe('HarbourHome | Hong Kong property for sale and rent');
    titles.add(head.title!);
    expect(head.description, path).toBeTruthy();
    expect(head.image, path).toMatch(/\/Media\/og\/[a-z]+\/[\w-]+\.png\?/);
    expect(head.canonical, path).toMatch(new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
    expect(head.hreflangs, path).toEqual(['zh-HK', 'zh-CN', 'en-US', 'x-default']);
    expect(head.jsonLd.map((d) => d['@type']), path).toContain(type);
    expect(head.jsonLd.map((d) => d['@type']), path).toContain('BreadcrumbList');
    expect(head.jsonLd.flatMap(structuredDataProblems), path).toEqual([]);
  }
  expect(titles.size).toBe(pages.length);
  // the listing's preview is a 1200x630 PNG
  const image = (await headOf(request, `/en-us/buy-property-${sale}.html`)).image!;
  const png = await request.get(image);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('after a navigation in the browser the listing has the title, description and canonical the server gives it', async ({ page, request }) => {
  await page.goto('/en-us/buy');
  const card = page.getByTestId('listing-card').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-us\/buy-property-/);
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  const server = await headOf(request, new URL(page.url()).pathname);
  await expect(page).toHaveTitle(server.title!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', server.description!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', server.canonical!);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', server.image!);
  await page.goBack();
  await expect(page).toHaveURL(/\/en-us\/buy$/);
  await expect(page).toHaveTitle((await headOf(request, '/en-us/buy')).title!);
});

test('after a navigation in the browser a news article has the title and description the server gives it', async ({ page, request }) => {
  await page.goto('/en-us/news');
  // the first article of the list (an article's path is /news/{id}/)
  const article = page.locator('main a[href]').filter({ has: page.locator('h2, h3') }).first();
  await expect(article).toHaveAttribute('href', /\/en-us\/news\/\d+\//);
  await article.click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  const server = await headOf(request, new URL(page.url()).pathname);
  expect(server.title).not.toBe((await headOf(request, '/en-us/news')).title);
  await expect(page).toHaveTitle(server.title!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', server.description!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', server.canonical!);
});

test('crawlers find robots.txt and the sitemaps at the root; member pages say noindex', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const listings = /<loc>(http:\/\/[^<]+\/sitemaps\/listings-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(listings).toBeTruthy();
  const sitemap = await request.get(new URL(listings!).pathname);
  expect(await sitemap.text()).toMatch(/<url><loc>http:\/\/[^<]+\/(buy|rent)-property-[^<]+<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="zh-HK"/);
  expect((await request.get('/en-us/member/profile')).headers()['x-robots-tag']).toBe('noindex');
});
