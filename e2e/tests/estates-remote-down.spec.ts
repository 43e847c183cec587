/**
 * The fair price is an extra of the listing page: with the estates remote stopped, a listing page
 * renders whole without it (no unavailable notice, no empty frame).
 */
import { judgedListing } from '../support/fair-price';
import { startRemote, stopRemote } from '../support/remote-control';
import { expect, test } from '../support/test';

test('with mfe-estates stopped, a listing page renders whole without its fair price', async ({ page }) => {
  const fair = await judgedListing(page.request);
  await stopRemote('mfe-estates');
  try {
    await page.goto(`/en-us/buy-property-${fair.propertyID}.html`);
    await expect(page.getByTestId('listing-detail')).toBeVisible();
    await expect(page.getByTestId('detail-price')).toBeVisible();
    await expect(page.getByTestId('fair-price-slot')).toBeEmpty();
    await expect(page.getByRole('region', { name: 'Fair price' })).toHaveCount(0);
    await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  } finally {
    await startRemote('mfe-estates');
  }
});
