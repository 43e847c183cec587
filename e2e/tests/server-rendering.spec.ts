import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';

/** the id and title of the newest sale listing in English (the first card of the buy list) */
async function firstSale(request: import('@playwright/test').APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.post(`${API_URL}/Property/SearchProperty`, {
    data: { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 },
    headers: { language: 'en-us' },
  });
  const item = ((await res.json()) as { result: { items: Array<{ propertyID: string; titleWithCulture: string }> } }).result.items[0]!;
  return { id: item.propertyID, title: item.titleWithCulture };
}

function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('[ssr]') || /hydrat/i.test(m.text())) warnings.push(m.text());
  });
  return warnings;
}

test.describe('without JavaScript the pages have their content (server rendered)', () => {
  test.use({ javaScriptEnabled: false });

  test('buy list, a sale listing and the news list, with title, canonical and hreflang', async ({ page, request }) => {
    const sale = await firstSale(request);
    await page.goto('/en-us/buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Flats for sale' })).toBeVisible();
    await expect(page.getByTestId('list-total')).toContainText('listings found');
    // the page's 20 and the two promoted listings placed among them (SearchTopProperty)
    await expect(page.getByTestId('listing-card')).toHaveCount(22);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-us\/buy$/);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh-cn\/buy$/);
    expect(await page.title()).not.toBe('');

    await page.goto(`/en-us/buy-property-${sale.id}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale.title);
    await expect(page.getByTestId('detail-price')).toContainText('$');
    await expect(page.getByTestId('photo-gallery').locator('img').first()).toBeVisible();

    await page.goto('/zh-hk/news'.replace('/zh-hk', ''));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test('status codes and redirects come from the server', async ({ request }) => {
  const missing = await request.get('/en-us/no-such-page', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This page could not be found');
  // a listing that does not exist: its not-found state, with the status that says so
  const gone = await request.get('/en-us/buy-property-S9999999.html', { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('data-testid="listing-not-found"');
  const prefixed = await request.get('/zh-hk/buy', { maxRedirects: 0 });
  expect(prefixed.status()).toBe(301);
  expect(prefixed.headers().location).toBe('/buy');
  // (before the redirect below, whose Set-Cookie the request context keeps)
  const stays = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
  expect(stays.status()).toBe(200);
  const root = await request.get('/', { maxRedirects: 0, headers: { cookie: 'i18n_redirected=zh-cn', 'accept-language': 'en-US' } });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/zh-cn');
  expect(root.headers()['set-cookie']).toContain('i18n_redirected=zh-cn');
  // the shell's server build is not served; a remote's is (the shell's server loads it from there)
  expect((await request.get('/server/render.cjs')).status()).toBe(403);
});

test('a missing article, agency, agent or serviced apartment is a 404 from the server, with its own not-found state', async ({ request }) => {
  const missing: [string, RegExp][] = [
    ['/en-us/news/99999999/', /data-testid="article-not-found"/],
    ['/en-us/agency/99999999/buy', /The company does not exist/],
    ['/en-us/partner/99999999/buy', /This agent could not be found/],
    ['/en-us/servicesDetail/S99999999', /Unable to find the property, it may have been removed/],
  ];
  for (const [path, state] of missing) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: res.status() }).toEqual({ path, status: 404 });
    const html = await res.text();
    expect(html).toMatch(state);
    // the page's own not-found state, not the site's unknown-path page
    expect(html).not.toContain('This page could not be found');
  }
});

test('text from the URL is rendered as text on the server', async ({ request, page }) => {
  const attack = '<img src=x onerror="window.__xss=1">';
  const res = await request.get(`/en-us/buy?key=${encodeURIComponent(attack)}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('<img src=x');
  await page.goto(`/en-us/buy?key=${encodeURIComponent(attack)}`);
  await expect(page.getByTestId('list-total')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('the browser hydrates the server page without calling its API again, then navigates as before', async ({ page }) => {
  const warnings = hydrationWarnings(page);
  const searches: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/Property/SearchProperty')) searches.push((r.postDataJSON() as { pageIndex?: number }).pageIndex ?? 1);
  });
  await page.goto('/en-us/buy');
  const cards = page.getByTestId('listing-card');
  await expect(cards.nth(19)).toBeVisible();
  // hydrated: a client-side link works (the page-2 call goes out, the URL changes without a reload)
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  // the listing remote's part of the page is live too (its sort waits for hydration)
  await expect(page.getByTestId('sort-select')).toBeEnabled();
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const paged = page.waitForResponse((r) => r.url().includes('/Property/SearchProperty') && (r.request().postDataJSON() as { pageIndex?: number }).pageIndex === 2);
  // the page links stay where they are once scrolled to: nothing above them takes a new height as
  // it comes into view (a click on its way would land beside them)
  const pageTwo = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  const moved = await pageTwo.evaluate((a) => new Promise<number>((settled) => {
    a.scrollIntoView({ block: 'center' });
    const top = () => a.getBoundingClientRect().top + window.scrollY;
    const before = top();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => settled(top() - before), 100)));
  }));
  expect(moved).toBe(0);
  await pageTwo.click();
  await paged;
  await expect(page).toHaveURL(/\/en-us\/buy\/g2\/$/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  // the first page's search came with the page: only page 2 was asked for
  expect(searches.filter((p) => p === 1)).toEqual([]);
  expect(warnings).toEqual([]);
});
