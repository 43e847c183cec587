import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

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
