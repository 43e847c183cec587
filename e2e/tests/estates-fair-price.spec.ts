/**
 * The fair price on a listing page: the estates remote's FairPrice, loaded at run time by the
 * listings remote's page, says how the asking price stands against the estate's recent deals and
 * lists those deals one click away (with the estates remote stopped: estates-remote-down.spec.ts).
 * The server renders it; the browser hydrates it when the visitor reaches for it.
 */
import type { FairPrice } from '@portal/shared/contracts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { judgedListing } from '../support/fair-price';
import { isHydrated } from '../support/hydrated';
import { TEST_ENV } from '../support/ports';

const verdictText = (f: FairPrice) =>
  f.verdict === 'inLine' ? 'In line with recent deals' : `About ${Math.abs(f.diffPct ?? 0)}% ${f.verdict} recent deals`;

test("a listing's fair price against its estate's recent deals, with the deals compared one click away", async ({ page }) => {
  const fair = await judgedListing(page.request);
  const path = `/en-us/buy-property-${fair.propertyID}.html`;
  // the server renders the card into the page
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('data-testid="fair-price"');
  expect(html).toContain(verdictText(fair));
  // the browser leaves it as the server sent it, and loads none of the estates remote, until the
  // visitor reaches for it
  const estates: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${TEST_ENV.PORT_ESTATES}/`) && request.resourceType() === 'script') estates.push(request.url());
  });
  await page.goto(path);
  const card = page.getByRole('region', { name: 'Fair price' });
  await expect(card.getByText(verdictText(fair))).toBeVisible();
  await expect(card.getByText(new RegExp(`in ${fair.dealCount} similar deals\\.$`))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(estates).toEqual([]);
  expect(await isHydrated(card)).toBe(false);
  await card.hover();
  await expect.poll(() => isHydrated(card)).toBe(true);
  expect(estates.length).toBeGreaterThan(0);

  const table = card.getByRole('table', { name: 'Deals compared' });
  await expect(table).toBeHidden();
  await card.getByText(fair.dealCount === 1 ? 'The deal compared' : `The ${fair.dealCount} deals compared`).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(fair.deals.length + 1);
  const first = fair.deals[0] as FairPrice['deals'][number];
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', `/en-us/deal/${first.dealID}`);
  expect(await seriousViolations(page)).toEqual([]);

  // hydrated, its links navigate in the app: the page is not loaded anew
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/deal/${first.dealID}$`));
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // on a listing page the browser renders itself (reached from the buy list), the card loads at once
  await page.goto('/en-us/buy');
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('region', { name: 'Fair price' }).getByText(verdictText(fair))).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // the same card in Chinese on the zh-hk page
  await page.goto(`/buy-property-${fair.propertyID}.html`);
  await expect(page.getByRole('region', { name: '合理價格' }).getByText(/近期成交/).first()).toBeVisible();
});

test('a navigation before the card is used (another language) goes on, and the card loads in the new language', async ({ page }) => {
  const fair = await judgedListing(page.request);
  await page.goto(`/en-us/buy-property-${fair.propertyID}.html`);
  await expect(page.getByRole('region', { name: 'Fair price' })).toBeVisible();
  await page.getByTestId('language-switcher').selectOption('zh-hk');
  await expect(page).toHaveURL(new RegExp(`/buy-property-${fair.propertyID}\\.html$`));
  const card = page.getByRole('region', { name: '合理價格' });
  await expect(card.getByText(/近期成交/).first()).toBeVisible();
  await expect.poll(() => isHydrated(card)).toBe(true);
});
