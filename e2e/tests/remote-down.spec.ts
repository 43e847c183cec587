import { expect, test } from '../support/test';
import { startRemote, stopRemote } from '../support/remote-control';

test.describe.configure({ mode: 'serial' });

test('with mfe-news stopped, home and the buy list work and news routes show the unavailable page', async ({ page }) => {
  await stopRemote('mfe-news');
  try {
    await page.goto('/en-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your home in Hong Kong' })).toBeVisible();
    await expect(page.getByTestId('latest-sale-widget').getByTestId('listing-card')).toHaveCount(9);
    // the news widget loads when its section is seen, and says then that it is unavailable
    await page.getByTestId('featured-news').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('featured-news').getByTestId('widget-unavailable')).toBeVisible();

    await page.getByRole('link', { name: 'Buy' }).first().click();
    // a page of 20 results (promoted listings may be inserted among them, spec 9)
    await expect(page.getByTestId('listing-card').nth(19)).toBeVisible();

    await page.goto('/en-us/news');
    await expect(page.getByTestId('section-unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    // the remote comes back: retry loads it without a page reload
    await startRemote('mfe-news');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('news-list')).toBeVisible();
  } finally {
    await startRemote('mfe-news');
  }
});
