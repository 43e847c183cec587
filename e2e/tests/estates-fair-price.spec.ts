/**
 * The fair price on a listing page: the estates remote's FairPrice, loaded at run time by the
 * listings remote's page, says how the asking price stands against the estate's recent deals and
 * lists those deals one click away (with the estates remote stopped: estates-remote-down.spec.ts).
 */
import type { FairPrice } from '@portal/shared/contracts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { judgedListing } from '../support/fair-price';
import { TEST_ENV } from '../support/ports';

const verdictText = (f: FairPrice) =>
  f.verdict === 'inLine' ? 'In line with recent deals' : `About ${Math.abs(f.diffPct ?? 0)}% ${f.verdict} recent deals`;

test("a listing's fair price against its estate's recent deals, with the deals compared one click away", async ({ page }) => {
  const fair = await judgedListing(page.request);
  const path = `/en-us/buy-property-${fair.propertyID}.html`;
  // the server keeps the card's place with its skeleton; the card itself comes after hydration
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('data-testid="fair-price-slot"');
  // hold the estates remote until the skeleton is measured: the card takes the skeleton's place
  // without moving the page
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${TEST_ENV.PORT_ESTATES}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  const slot = page.getByTestId('fair-price-slot');
  await expect(slot.locator('[aria-busy="true"]')).toBeVisible();
  const skeleton = (await slot.boundingBox())?.height ?? 0;
  release();
  const card = page.getByRole('region', { name: 'Fair price' });
  await expect(card.getByText(verdictText(fair))).toBeVisible();
  await expect(card.getByText(new RegExp(`in ${fair.dealCount} similar deals\\.$`))).toBeVisible();
  const loaded = (await slot.boundingBox())?.height ?? 0;
  expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(8);

  const table = card.getByRole('table', { name: 'Deals compared' });
  await expect(table).toBeHidden();
  await card.getByText(fair.dealCount === 1 ? 'The deal compared' : `The ${fair.dealCount} deals compared`).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(fair.deals.length + 1);
  const first = fair.deals[0] as FairPrice['deals'][number];
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', `/en-us/deal/${first.dealID}`);
  expect(await seriousViolations(page)).toEqual([]);

  // the same card in Chinese on the zh-hk page
  await page.goto(`/buy-property-${fair.propertyID}.html`);
  await expect(page.getByRole('region', { name: '合理價格' }).getByText(/近期成交/).first()).toBeVisible();
});
