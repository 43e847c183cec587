import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { TEXT, prefix, type JourneyLocale } from '../support/listings-text';

/** The filter panel is in place on desktop and behind its button in a sheet below 992 px. */
async function openFilters(page: Page, locale: JourneyLocale) {
  const button = page.getByRole('button', { name: TEXT[locale].filters });
  await expect(button.or(page.getByRole('button', { name: TEXT[locale].apply }))).toBeVisible();
  if (await button.isVisible()) await button.click();
}

const searched = (page: Page, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForResponse((r) => r.url().includes('/Property/SearchProperty') && r.ok() && check(r.request().postDataJSON() as Record<string, unknown>));

for (const locale of ['en-us', 'zh-hk'] as const) {
  const T = TEXT[locale];
  // the phone layout's filter sheet is walked through in Chinese; English adds nothing to it
  const details = locale === 'zh-hk' ? {} : { tag: '@desktop' };

  test(`${locale}: filter by district, price range and rooms; chips; remove a chip; sort; page`, details, async ({ page }) => {
    await page.goto(`${prefix(locale)}/buy`);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await openFilters(page, locale);
    await page.getByRole('group', { name: T.region, exact: true }).getByLabel(T.district, { exact: true }).check();
    await page.getByLabel(T.priceFrom, { exact: true }).fill('300');
    await page.getByLabel(T.priceTo, { exact: true }).fill('3000');
    await page.getByRole('group', { name: T.bedrooms, exact: true }).getByLabel(T.twoRooms, { exact: true }).check();
    const filtered = searched(page, (b) => b.minPriceValue === 3_000_000 && b.maxPriceValue === 30_000_000 && Array.isArray(b.roomNumbers));
    await page.getByRole('button', { name: T.apply }).click();

    // the URL holds the filter: one segment of codes (district hk.., rooms i2) and the price query in 10K
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/buy/i2hk\\d\\d/\\?pmin=300&pmax=3000$`));
    await filtered;
    const chips = page.getByRole('link', { name: T.removeChip });
    await expect(chips).toHaveCount(3);
    await expect(page.getByTestId('buy-list')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('list-total')).toContainText(T.total);
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();

    // removing the rooms chip re-derives the URL without it, on page 1
    await page.getByRole('link', { name: new RegExp(`${T.removeChip.source}.*${T.twoRooms}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/buy/hk\\d\\d/\\?pmin=300&pmax=3000$`));
    await expect(chips).toHaveCount(2);

    // sort by price (low to high): order 2 of spec 3.4, back on page 1
    const sorted = searched(page, (b) => b.order === 2);
    await page.getByTestId('sort-select').selectOption('price:asc');
    await expect(page).toHaveURL(/\/buy\/hk\d\du2\/\?pmin=300&pmax=3000$/);
    await sorted;
    await expect(page.getByTestId('buy-list')).toHaveAttribute('aria-busy', 'false');

    // page 2 is a real link with g2 in the segment
    const paged = searched(page, (b) => b.pageIndex === 2 && b.order === 2);
    await page.getByRole('link', { name: T.page2, exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/hk\d\du2g2\/\?pmin=300&pmax=3000$/);
    const body = (await paged).request().postDataJSON() as { zoneCode?: string; minPriceValue?: number };
    expect(body.zoneCode).toBeTruthy();
    expect(body.minPriceValue).toBe(3_000_000);
    await expect(cards.first()).toBeVisible();
  });

  test(`${locale}: an inverted price range shows its error and is not applied`, details, async ({ page }) => {
    await page.goto(`${prefix(locale)}/buy`);
    await openFilters(page, locale);
    await page.getByLabel(T.priceFrom, { exact: true }).fill('900');
    await page.getByLabel(T.priceTo, { exact: true }).fill('300');
    await expect(page.getByRole('alert').filter({ hasText: T.rangeError })).toBeVisible();
    await expect(page.getByRole('button', { name: T.apply })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/buy$`));
  });
}
