import { isHydrated } from '../support/hydrated';
import { NEWS_URL } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * The home page hydrates with its first widget (the latest listings) and the widgets below it
 * when they are seen (docs/ssr.md, "Start-up"): until then they are the
 * server's HTML, styled, never replaced by skeletons, and they come alive in place.
 */
test('the widgets below the first view keep the server HTML until they hydrate, then work as links of the app', async ({ page }) => {
  // any skeleton ([aria-busy=true]) that appears in the news section, from the first byte on
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { hhSkeletons?: string[] }).hhSkeletons = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="featured-news"] [aria-busy="true"], [data-testid="popular-estates-section"] [aria-busy="true"]')) seen.push(String(performance.now()));
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  const remoteEntries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/remoteEntry.js')) remoteEntries.push(r.url());
  });
  const response = await page.goto('/en-us');
  const html = await response!.text();
  // the server renders all four widgets and links each one's stylesheet
  expect(html).toContain('data-testid="featured-news-widget"');
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  for (const widget of ['LatestListingsWidget', 'HotNewPropertiesWidget', 'PopularEstatesWidget', 'FeaturedNewsWidget']) {
    expect(sheets.some((href) => href.includes(`expose_${widget}.`)), `${widget}'s sheet`).toBe(true);
  }
  const news = page.getByTestId('featured-news-widget');
  await expect(news.locator('li')).toHaveCount(6);
  // styled by the server's sheet: a grid, not a bare list
  expect(await news.evaluate((el) => getComputedStyle(el).display)).toBe('grid');

  // not seen, the news widget's remote is not loaded, however long the page waits
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })));
  expect(remoteEntries.filter((u) => u.startsWith(NEWS_URL))).toEqual([]);
  // scrolled to, it loads and the widget hydrates: an article opens by the app, not by a page load
  await page.getByTestId('featured-news').scrollIntoViewIfNeeded();
  await expect.poll(() => remoteEntries.some((u) => u.startsWith(NEWS_URL))).toBe(true);
  await expect.poll(() => isHydrated(news.getByRole('link').first())).toBe(true);
  await page.evaluate(() => {
    (window as { hhSamePage?: boolean }).hhSamePage = true;
  });
  await news.getByRole('link').first().click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  expect(await page.evaluate(() => (window as { hhSamePage?: boolean }).hhSamePage)).toBe(true);
  expect(await page.evaluate(() => (window as { hhSkeletons?: string[] }).hhSkeletons)).toEqual([]);
});

test('back on the home page after a navigation, the widgets not seen on the first visit load when scrolled to', async ({ page }) => {
  await page.goto('/en-us');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
  // left before the widgets below the first view were seen, then back, in the app both ways
  await page.evaluate(() => {
    (window as { hhSamePage?: boolean }).hhSamePage = true;
  });
  await page.locator('a[href="/en-us/buy"]:visible').first().click();
  await expect(page).toHaveURL(/\/en-us\/buy/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en-us\/?$/);
  // rendered by the browser this time: no server HTML waits to be seen, the widget loads
  await page.getByTestId('featured-news').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('featured-news-widget').locator('li')).toHaveCount(6);
  expect(await page.evaluate(() => (window as { hhSamePage?: boolean }).hhSamePage)).toBe(true);
});
