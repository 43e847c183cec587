import { expect, test } from '../support/test';

test('an unknown route shows the 404 page with its status in the title', async ({ page }) => {
  await page.goto('/en-us/no-such-page/here');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page).toHaveTitle(/404/);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en-us');
});

test('the spec redirects', async ({ page }) => {
  await page.goto('/news/123.html');
  await expect(page).toHaveURL(/\/news\/123\/$/);
  await page.goto('/aboutus/anything/else');
  await expect(page).toHaveURL(/\/aboutus\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '關於港居' })).toBeVisible();
  await page.goto('/zh-hk/buy');
  await expect(page).toHaveURL(/\/buy$/);
});

test('download has neither nav nor footer and links to the app stores', async ({ page }) => {
  await page.goto('/en-us/download');
  await expect(page.getByTestId('download-page')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
});
