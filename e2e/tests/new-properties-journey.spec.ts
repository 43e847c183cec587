import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('new developments: list, a development, its price list filtered, and a unit\'s net price under each payment plan', async ({ page }) => {
  await page.goto('/en-us/new-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'New developments' })).toBeVisible();
  await expect(page.getByTestId('new-estate-card').first()).toBeVisible();
  // on a phone the filters fold into one disclosure
  const fold = page.getByTestId('new-estate-filters').locator('summary');
  if (await fold.isVisible()) await fold.click();
  await page.getByTestId('filter-y-2').click();
  await expect(page).toHaveURL(/\/en-us\/new-properties\/y2\/$/);
  await expect(page.getByTestId('filter-chips').getByText('On sale')).toBeVisible();
  await expect(page.getByTestId('new-estate-list')).toHaveAttribute('aria-busy', 'false');
  const card = page.getByTestId('new-estate-card').first();
  await expect(card.getByText('On sale')).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('sales-status-banner')).toContainText('On sale');
  // the listings remote's bookmark toggle, embedded at run time: a visitor bookmarks the development
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toBeEnabled();
  await bookmark.click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('tab-price-list').click();
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  const tower = page.getByRole('combobox', { name: 'Tower' });
  const second = await tower.locator('option').nth(2).getAttribute('value');
  const towerName = (await tower.locator('option').nth(2).textContent()) ?? '';
  await tower.selectOption(second ?? '');
  await expect(page).toHaveURL(new RegExp(`/price-list\\?tower=${second}$`));
  await expect(page.getByTestId('price-list-total')).toBeVisible();
  await expect(tower.locator('option:checked')).toHaveText(towerName);
  const rows = page.getByTestId('unit-row');
  await expect(rows.first()).toContainText(towerName);
  expect(await rows.filter({ hasNotText: towerName }).count()).toBe(0);

  // the filtered price list is in the server's HTML too
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('data-testid="price-list"');
  expect(html).toContain(towerName);

  await rows.first().getByRole('link', { name: 'Net price by plan' }).click();
  await expect(page).toHaveURL(/\/payment-plans\?unit=\d+$/);
  const table = page.getByTestId('net-prices');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(/HK\$[\d,]+/);
  expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
});

test('axe: no serious or critical violation on the new-development list and a development page', async ({ page }) => {
  await page.goto('/en-us/new-properties');
  await expect(page.getByTestId('new-estate-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('new-estate-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('new-estate-card').first().getByRole('link').click();
  await expect(page.getByTestId('development-facts')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('tab-price-list').click();
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home: the hot new developments, server-rendered, each a link to its development', async ({ page }) => {
  const html = await (await page.request.get('/en-us')).text();
  expect(html).toContain('Hot new developments');
  expect(html).toMatch(/data-testid="hot-new-properties"[\s\S]*?href="\/en-us\/new-property-\d+\.html"/);
  await page.goto('/en-us');
  const section = page.getByTestId('hot-new-properties-section');
  await expect(section.getByTestId('new-estate-card')).toHaveCount(6);
  const card = section.getByTestId('new-estate-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
