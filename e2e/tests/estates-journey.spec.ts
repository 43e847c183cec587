import { expect, test } from '../support/test';

/** Spec 2.2, 2.6, 2.8: the estate list filtered in the URL, an estate's transactions, one deal, and back. */
test('estate list -> filter -> estate -> transactions tab -> deal -> back', async ({ page }) => {
  await page.goto('/en-us/estate');
  await expect(page.getByTestId('estate-card').first()).toBeVisible();
  const total = await page.getByTestId('estate-total').textContent();
  // filter: Hong Kong Island, by average deal price high to low (real server-rendered option lists)
  await page.getByLabel('Region').selectOption({ label: 'Hong Kong Island' });
  await page.getByTestId('estate-filter-apply').click();
  await expect(page).toHaveURL(/\/en-us\/estate\/hma1\/$/);
  await expect(page.getByTestId('estate-chip')).toHaveText(['Hong Kong Island ×']);
  await expect(page.getByTestId('estate-total')).not.toHaveText(total ?? '');
  // the sorted page comes from the browser's own call (the URL changes before it answers)
  const sorted = page.waitForResponse((r) => r.url().includes('/Estate/SearchEstate') && (r.request().postDataJSON() as { order?: string }).order === 'DealAvgPriceDesc');
  await page.getByTestId('estate-sort').selectOption('DealAvgPriceDesc');
  await expect(page).toHaveURL(/\/en-us\/estate\/hma1u4\/$/);
  await sorted;
  // the previous results stay on screen while the sorted ones load, then give way to them
  await expect(page.getByTestId('estate-list')).toHaveAttribute('aria-busy', 'false');
  const first = page.getByTestId('estate-card').first();
  await expect(first).toContainText('Hong Kong Island');
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // the listings remote's bookmark toggle, embedded at run time: a visitor bookmarks the estate
  const bookmark = page.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toBeEnabled();
  await bookmark.click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('estate-tab-deals').click();
  await expect(page).toHaveURL(/\?tab=deals$/);
  const row = page.getByTestId('deal-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/deal\/\d+$/);
  await expect(page.getByTestId('deal-facts')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=deals$/);
  await expect(page.getByTestId('deal-row').first()).toBeVisible();
  // back through the estate's introduction to the filtered, sorted list
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en-us\/estate\/hma1u4\/$/);
  await expect(page.getByTestId('estate-chip')).toHaveText(['Hong Kong Island ×']);
  await expect(page.getByTestId('estate-card').first()).toBeVisible();
});

test('an estate page is rendered on the server in each language, with the price trend chart and its table', async ({ page }) => {
  const list = await (await page.request.get('/estate')).text();
  const id = /href="\/estate-(\d+)"/.exec(list)?.[1];
  expect(id).toBeTruthy();
  for (const [prefix, heading] of [['', '樓價走勢'], ['/zh-cn', '楼价走势'], ['/en-us', 'Price trend']] as const) {
    const html = await (await page.request.get(`${prefix}/estate-${id}?tab=trend&period=all`)).text();
    expect(html).toContain(heading);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toMatch(/<table/);
  }
  await page.goto(`/en-us/estate-${id}?tab=history`);
  await expect(page.getByTestId('deal-row').first()).toBeVisible();
  await expect(page.getByTestId('estate-buildings')).toBeVisible();
});

test('the home page shows the popular estates of the estates remote, each opening its page', async ({ page }) => {
  await page.goto('/en-us');
  const card = page.getByTestId('popular-estates').getByTestId('estate-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("the estate map and the list's map view: estates on the listings remote's offline map, and as links", async ({ page }) => {
  const list = await (await page.request.get('/en-us/estate')).text();
  const id = /href="\/en-us\/estate-(\d+)"/.exec(list)?.[1];
  await page.goto(`/en-us/estate-${id}`);
  await page.getByTestId('estate-map-link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/estate-map/${id}$`));
  await expect(page.getByTestId('estate-map-page')).toBeVisible();
  // no map key on the test stack: the offline map draws the markers, clustered where they crowd
  await expect(page.locator('[data-testid="map-marker"], [data-testid="map-cluster"]').first()).toBeVisible();
  // the estate first, then the estates around it once they have loaded
  const links = page.getByTestId('estate-map-list').getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  await links.nth(1).click();
  await expect(page.getByTestId('estate-page')).toBeVisible();
  // the estate list's map view: the page's estates on the same map
  await page.goto('/en-us/estate');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.locator('[data-testid="map-marker"], [data-testid="map-cluster"]').first()).toBeVisible();
});
