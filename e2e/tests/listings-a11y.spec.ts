import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('axe: no serious or critical violation on the buy list and a sale detail', async ({ page }) => {
  await page.goto('/en-us/buy');
  await expect(page.getByTestId('buy-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('listing-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  await expect(page.getByTestId('estate-deals').or(page.getByTestId('recommended')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
