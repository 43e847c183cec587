import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** An estate with flats for sale, from the server-rendered estate list sorted by listings (spec 3.4 PropertyCountDesc). */
async function estateId(page: Page): Promise<string> {
  const list = await (await page.request.get('/en-us/estate/u1/')).text();
  const id = /href="\/en-us\/estate-(\d+)"/.exec(list)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/** Spec 2.2 room type detail: estate -> one of its layouts -> the layout's sale and lease deals -> a deal, and back. */
test('estate -> a room type -> its deals -> a deal, and back', async ({ page }) => {
  const id = await estateId(page);
  await page.goto(`/en-us/estate-${id}`);
  // a layout with sales in the last 12 months
  const card = page.getByTestId('room-type-card').filter({ hasText: /sales? in 12 months/ }).first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const flat = /^Flat ([A-Z]+)$/.exec(name)?.[1];
  expect(flat).toBeTruthy();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/room-type-detail/${flat}${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`flat ${flat} layout`);
  await expect(page.getByTestId('room-type-facts')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Other layouts of the estate' }).getByRole('link', { name: new RegExp(`^${name} ·`) }))
    .toHaveAttribute('aria-current', 'page');
  // its sale deals, every one of this flat letter
  const deals = page.getByTestId('room-type-deals');
  await expect(deals.getByTestId('deal-row').first()).toBeVisible();
  for (const unit of await deals.getByTestId('deal-row').locator('td:nth-child(2)').allTextContents()) expect(unit).toContain(`Flat ${flat}`);
  // the leases of the layout, by the switch (the page's state is in its URL)
  await deals.getByRole('link', { name: 'Leases' }).click();
  await expect(page).toHaveURL(/\?kind=rent$/);
  await expect(page.getByTestId('room-type-deals').getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'true');
  // the sales stay on screen, dimmed and not to be followed, until the leases have come
  await expect(page.getByTestId('room-type-deals')).toHaveAttribute('aria-busy', 'false');
  const lease = page.getByTestId('room-type-deals').getByTestId('deal-row').first();
  await expect(lease).toBeVisible();
  await lease.getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/deal\/\d+$/);
  await expect(page.getByTestId('deal-facts')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Lease of`);
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=rent$/);
  // back to the estate from the layout
  await page.getByTestId('room-type-estate-link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/estate-${id}$`));
  await expect(page.getByTestId('estate-room-types')).toBeVisible();
});

/** Spec 2.5 /estate-sale-detail (state not kept, 2.7): estate -> its sale overview -> a layout and a flat for sale. */
test('estate -> sale detail -> a layout and a flat for sale', async ({ page }) => {
  const id = await estateId(page);
  await page.goto(`/en-us/estate-${id}`);
  await page.getByTestId('estate-listings-buy').getByTestId('estate-sale-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/estate-sale-detail\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('flats for sale');
  const summary = page.getByTestId('sale-summary');
  await expect(summary).toContainText('Flats for sale');
  await expect(summary).toContainText(/Sales recorded from .+ to .+\./);
  await expect(page.getByTestId('sale-layout-row').first()).toBeVisible();
  await expect(page.getByTestId('latest-sales').getByTestId('deal-row').first()).toBeVisible();
  // a flat for sale opens in the listings remote
  const row = page.getByTestId('sale-listing-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/buy-property-S\d+\.html$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en-us/estate-sale-detail\\?id=${id}$`));
  // a layout's page from the table
  const layout = page.getByTestId('sale-layout-row').first().getByRole('link');
  await layout.click();
  await expect(page).toHaveURL(new RegExp(`/en-us/room-type-detail/[A-Z]+${id}$`));
  await expect(page.getByTestId('room-type-page')).toBeVisible();
});

test('both pages are rendered on the server in each language; unknown ones answer 404', async ({ page }) => {
  const id = await estateId(page);
  const cases = [
    ['', `A${id}`, 'A 室間隔', '放售單位', '市況數字'],
    ['/zh-cn', `A${id}`, 'A 室户型', '出售单位', '市况数字'],
    ['/en-us', `A${id}`, 'flat A layout', 'flats for sale', 'The market in figures'],
  ] as const;
  for (const [prefix, room, layoutTitle, saleTitle, summary] of cases) {
    const layout = await page.request.get(`${prefix}/room-type-detail/${room}`);
    expect(layout.status()).toBe(200);
    const html = await layout.text();
    expect(html).toContain(layoutTitle);
    expect(html).toContain(`href="${prefix}/estate-${id}"`);
    expect(html).toContain('data-testid="deal-row"');
    const sale = await page.request.get(`${prefix}/estate-sale-detail?id=${id}`);
    expect(sale.status()).toBe(200);
    const saleHtml = await sale.text();
    expect(saleHtml).toContain(saleTitle);
    expect(saleHtml).toContain(summary);
    expect(saleHtml).toContain(`href="${prefix}/room-type-detail/A${id}"`);
  }
  expect((await page.request.get(`/en-us/room-type-detail/Z${id}`)).status()).toBe(404);
  expect((await page.request.get('/en-us/room-type-detail/A1')).status()).toBe(404);
  expect((await page.request.get('/en-us/estate-sale-detail')).status()).toBe(404);
  expect((await page.request.get('/en-us/estate-sale-detail?id=1')).status()).toBe(404);
});
