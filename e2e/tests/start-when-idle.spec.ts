import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * A server-rendered page downloads no script before it is idle (docs/ssr.md, "Start-up"): its first
 * view (the HTML, its stylesheets and photos) needs none, so the start-up scripts are fetched after
 * the load event and an idle period, or as soon as the visitor reaches for the page. The
 * first-load JavaScript of home, the buy list and a listing, counted as the scripts requested
 * before the page was idle, is therefore nothing at all (the limit is 130 KB gzip). A button
 * pressed before the page is live is pressed once it is, and a choice made in a select then is made
 * again.
 */

const FIRST_LOAD_LIMIT = 130 * 1024;

interface StartUp {
  start: number;
  loadEnd: number;
  /** the scripts requested before the start-up began, and their bytes as transferred */
  early: Array<{ url: string; bytes: number }>;
  scripts: number;
}

async function startUp(page: Page): Promise<StartUp> {
  return page.evaluate(() => {
    const start = performance.getEntriesByName('hh:start', 'mark')[0]!.startTime;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.initiatorType === 'script' || /\.js(\?|$)/.test(r.name));
    const early = scripts.filter((r) => r.startTime < start).map((r) => ({ url: r.name, bytes: r.encodedBodySize }));
    return { start, loadEnd: nav.loadEventEnd, early, scripts: scripts.length };
  });
}

/** a listing of the buy list's HTML (a page the browser has not loaded yet) */
async function aListing(request: APIRequestContext): Promise<string> {
  const listing = /href="(\/buy-property-[^"]+)"/.exec(await (await request.get('/buy')).text())?.[1];
  expect(listing).toBeTruthy();
  return listing!;
}

test('home, the buy list and a listing download no script before the page is idle', async ({ page, request }) => {
  for (const path of ['/', '/buy', await aListing(request)]) {
    // the journeys' page.goto returns once the page is live: the scripts have run by then
    await page.goto(path);
    const times = await startUp(page);
    expect(times.scripts, `${path}: the site's scripts ran`).toBeGreaterThan(0);
    expect(times.early.reduce((sum, s) => sum + s.bytes, 0), `${path}: first-load JavaScript`).toBeLessThanOrEqual(FIRST_LOAD_LIMIT);
    // and none at all: the start-up requests them
    expect(times.early, `${path}: scripts requested before the start-up`).toEqual([]);
    // the start-up waited for the load event: nobody touched the page
    expect(times.loadEnd, `${path}: the load event ended`).toBeGreaterThan(0);
    expect(times.start, `${path}: the start-up began after the load event`).toBeGreaterThanOrEqual(times.loadEnd);
  }
});

/** a page opened in a new tab whose photos take 8 s: its load event waits for the first one */
async function withPhotosHeld(page: Page, path: string): Promise<Page> {
  const fresh = await page.context().newPage();
  await fresh.route('**/api/Media/photo/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue().catch(() => undefined);
  });
  await fresh.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  return fresh;
}

const listingWithPhotosHeld = async (page: Page, request: APIRequestContext) => withPhotosHeld(page, await aListing(request));

const started = (page: Page) => page.evaluate(() => performance.getEntriesByName('hh:start', 'mark').length > 0);

test('a visitor who reaches for the page before it is idle starts it at once', async ({ page, isMobile, request }) => {
  const fresh = await listingWithPhotosHeld(page, request);
  // nothing has started: the page is not idle, and nobody has reached for it
  await fresh.waitForTimeout(500);
  expect(await started(fresh)).toBe(false);
  // a pointer moving over the page (a finger on a phone) starts it, before the load event
  if (isMobile) await fresh.getByRole('heading', { level: 1 }).tap();
  else await fresh.getByRole('heading', { level: 1 }).hover();
  await expect(fresh.locator('html[data-app-ready]')).toBeAttached({ timeout: 6000 });
  expect(await fresh.evaluate(() => document.readyState)).not.toBe('complete');
  await fresh.close();
});

test('a button pressed before the page is live is pressed once it is', async ({ page, request }) => {
  const fresh = await listingWithPhotosHeld(page, request);
  const share = fresh.getByTestId('share-toggle');
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  // a click that no pointer movement came before: the click alone starts the page
  await share.dispatchEvent('click');
  await expect(share).toHaveAttribute('data-hh-pressed', '');
  expect(await started(fresh)).toBe(true);
  // once live, the share menu opens, and the mark of the waiting button is gone
  await expect(fresh.locator('html[data-app-ready]')).toBeAttached({ timeout: 6000 });
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(share).not.toHaveAttribute('data-hh-pressed');
  await fresh.close();
});

test('a choice made in a select before the page is live is made once it is', async ({ page }) => {
  const fresh = await withPhotosHeld(page, '/buy');
  const live = fresh.locator('html[data-app-ready]');
  await expect(live).not.toBeAttached();
  // the served page's select takes the choice (the page does not disable it), and starts the page
  await fresh.getByTestId('sort-select').selectOption('price:asc');
  expect(await started(fresh)).toBe(true);
  await expect(live).toBeAttached({ timeout: 6000 });
  // once live, the list is sorted by it: the sort's URL, and the select still shows the choice
  await expect(fresh).toHaveURL(/\/buy\/u2\/$/);
  await expect(fresh.getByTestId('sort-select')).toHaveValue('price:asc');
  await fresh.close();
});
