import { expect, test } from '../support/test';

test('home -> buy list -> detail across remotes, and back', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByTestId('latest-sale').getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/en-us\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flats for sale' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toContainText('listings found');
  const cards = page.getByTestId('listing-card');
  await expect(cards.nth(19)).toBeVisible();

  // page 2 is a real link, and sorting rewrites the URL through the shared codec
  const paged = page.waitForResponse((r) => r.url().includes('/Property/SearchProperty') && (r.request().postDataJSON() as { pageIndex?: number }).pageIndex === 2);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en-us\/buy\/g2\/$/);
  await paged;
  await expect(page.getByTestId('buy-list')).toHaveAttribute('aria-busy', 'false');
  await expect(cards.nth(19)).toBeVisible();
  const sorted = page.waitForResponse((r) => r.url().includes('/Property/SearchProperty') && (r.request().postDataJSON() as { order?: number }).order === 2);
  await page.getByTestId('sort-select').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/en-us\/buy\/u2\/$/);
  await sorted;
  await expect(page.getByTestId('buy-list')).toHaveAttribute('aria-busy', 'false');

  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/buy-property-/);
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('detail-price')).toContainText('$');
  await expect(page.getByTestId('photo-gallery').locator('img').first()).toBeVisible();

  const history = await page.evaluate(() => window.localStorage.getItem('BuyHistoryList'));
  expect(history).toContain(page.url().match(/buy-property-([^./]+)/)?.[1] ?? 'missing');

  await page.goBack();
  await expect(page).toHaveURL(/\/en-us\/buy\/u2\/$/);
  await expect(cards.nth(19)).toBeVisible();
  // below 992 px the menu sits behind its button
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'News' }).first().click();
  await expect(page.getByTestId('news-list')).toBeVisible();
  await page.getByTestId('article-card').first().getByRole('link').click();
  await expect(page.getByTestId('news-article')).toBeVisible();
});

test('a listing that does not exist shows the not-found state', async ({ page }) => {
  await page.goto('/en-us/buy-property-ZZ99999999.html');
  await expect(page.getByTestId('listing-not-found')).toBeVisible();
  await expect(page.getByText('Unable to find the property, it may have been removed')).toBeVisible();
});
