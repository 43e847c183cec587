import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('axe: no serious or critical violation on the estate list, an estate page and its trend and transactions', async ({ page }) => {
  await page.goto('/en-us/estate');
  await expect(page.getByTestId('estate-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('estate-card').first().getByRole('link').click();
  await expect(page.getByTestId('estate-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('estate-tab-trend').click();
  await expect(page.getByTestId('price-trend')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('estate-tab-history').click();
  await expect(page.getByTestId('deal-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: no serious or critical violation on a room type page and an estate sale detail page', async ({ page }) => {
  const list = await (await page.request.get('/en-us/estate/u1/')).text();
  const id = /href="\/en-us\/estate-(\d+)"/.exec(list)?.[1];
  await page.goto(`/en-us/room-type-detail/A${id}`);
  await expect(page.getByTestId('room-type-deals').getByTestId('deal-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/en-us/estate-sale-detail?id=${id}`);
  await expect(page.getByTestId('sale-listing-row').first()).toBeVisible();
  await expect(page.getByTestId('latest-sales').getByTestId('deal-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
