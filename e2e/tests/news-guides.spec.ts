import { expect, test } from '../support/test';

test('an encyclopedia entry opens from the encyclopedia home and leads back to it', async ({ page }) => {
  await page.goto('/property-tips/置業百科');
  await expect(page.getByRole('heading', { level: 1, name: '置業百科' })).toBeVisible();
  const first = page.getByTestId('article-card').first().getByRole('link');
  const title = (await first.locator('h3').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/property-tips\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: '返回置業百科' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '置業百科' })).toBeVisible();
});

test('an FAQ answer opens from the FAQ list, in English', async ({ page }) => {
  await page.goto('/en-us/property-tips/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  const first = page.getByTestId('article-card').first().getByRole('link');
  const title = (await first.locator('h3').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en-us\/property-tips\/faq\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the FAQ' })).toBeVisible();
});

test('the bare /article/{id}/{title} opens the article', async ({ page }) => {
  await page.goto('/en-us/property-tips/article');
  const href = (await page.getByTestId('article-card').first().getByRole('link').getAttribute('href')) ?? '';
  const id = /article\/(\d+)/.exec(href)?.[1];
  await page.goto(`/en-us/article/${id}/read`);
  await expect(page.getByTestId('news-article')).toBeVisible();
});
