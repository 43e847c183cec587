import { expect, test } from '../support/test';
import { startRemote, stopRemote } from '../support/remote-control';

test('with mfe-market stopped, a development\'s mortgage tab says the calculator is unavailable and the rest of the page works', async ({ page }) => {
  await page.goto('/en-us/new-properties');
  const card = page.getByTestId('new-estate-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // with the market remote up, its calculator loads into the tab at run time
  await page.getByTestId('tab-mortgage').click();
  await expect(page.getByTestId('mortgage-calculator')).toBeVisible();
  await page.getByTestId('tab-intro').click();
  await expect(page.getByTestId('development-facts')).toBeVisible();
  await stopRemote('mfe-market');
  try {
    await page.reload();
    await page.getByTestId('tab-mortgage').click();
    await expect(page.getByTestId('mortgage-unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The mortgage calculator is unavailable right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // the rest of the page is intact and live: the banner, the tabs, another tab's content
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('sales-status-banner')).toBeVisible();
    await page.getByTestId('tab-payment-plans').click();
    await expect(page.getByTestId('payment-plans')).toBeVisible();
    // a fresh load of the tab from the server says the same once the page is live
    await page.goto(page.url().replace(/payment-plans$/, 'mortgage'));
    await expect(page.getByTestId('mortgage-unavailable')).toBeVisible();
  } finally {
    await startRemote('mfe-market');
  }
});
