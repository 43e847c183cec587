import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** Spec 2.2 Greater Bay Area: the list filtered in the URL, a project, its floor plans; every price in RMB and HKD with the rate's date. */
test('GBA list -> city -> project -> floor plans -> one plan', async ({ page }) => {
  await page.goto('/en-us/greater-bay-area');
  await expect(page.getByTestId('gba-project-card').first()).toBeVisible();
  await expect(page.getByTestId('rate-CNY')).toContainText(/HKD 1\.\d{4} for RMB 1, the rate of \d{4}-\d{2}-\d{2}/);
  await page.getByRole('region', { name: 'Filter the projects' }).getByRole('link', { name: 'Shenzhen' }).click();
  await expect(page).toHaveURL(/\/en-us\/greater-bay-area\/c2\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New homes in Shenzhen' })).toBeVisible();
  // the unfiltered projects stay on screen until Shenzhen's have come
  await expect(page.getByTestId('gba-list')).toHaveAttribute('aria-busy', 'false');
  const card = page.getByTestId('gba-project-card').first();
  await expect(card).toContainText('Shenzhen');
  await expect(card).toContainText(/RMB [\d,]+ \(HKD [\d,]+\) \/m²/);
  await expect(card).toContainText(/m² \([\d,]+–[\d,]+ ft²\)/);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en-us\/greater-bay-area-\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('gba-project')).toContainText('Sales introduction');
  await page.getByRole('link', { name: 'All floor plans' }).click();
  await expect(page).toHaveURL(/\/en-us\/greater-bay-area-\d+-floorplan$/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} floor plans` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Floor plans of the project' }).getByRole('link', { name: 'Type B' }).click();
  await expect(page).toHaveURL(/-floorplan\/t\d+$/);
  await expect(page.getByTestId('gba-plan').getByRole('heading', { name: 'Type B' })).toBeVisible();
  await expect(page.getByTestId('gba-plan')).toContainText(/m² \([\d,]+ ft²\)/);
});

test("the buyer's sums: the worked example, then a down payment below the city's floor", async ({ page }) => {
  await page.goto('/en-us/gbaTools');
  await expect(page.getByTestId('sum-down').getByRole('cell')).toHaveText(['RMB 900,000', /^HKD [\d,]+$/]);
  await expect(page.getByTestId('sum-deed-tax').getByRole('cell').first()).toHaveText('RMB 30,000');
  await expect(page.getByTestId('gba-sums')).toContainText('Source: ');
  await page.getByLabel('City').selectOption({ label: 'Macau' });
  await expect(page.getByText('In Macau the down payment is at least 30%.')).toHaveCount(0);
  await page.getByLabel('Down payment (%)').fill('20');
  await expect(page.getByText('In Macau the down payment is at least 30%.')).toBeVisible();
  await page.getByLabel('Down payment (%)').fill('40');
  await expect(page.getByTestId('sum-macau-stamp-duty').getByRole('cell').first()).toHaveText('MOP 42,000');
});

test('every GBA page is rendered on the server in three languages, and an unknown project is a 404', async ({ page }) => {
  const list = await page.request.get('/greater-bay-area/c2/');
  expect(list.status()).toBe(200);
  const html = await list.text();
  expect(html).toContain('深圳新盤');
  const id = /href="\/greater-bay-area-(\d+)\.html"/.exec(html)?.[1];
  expect(id).toBeDefined();
  const pages: Array<[string, string]> = [
    [`/zh-cn/greater-bay-area-${id}.html`, '预售许可证'],
    [`/en-us/greater-bay-area-${id}-detail`, 'Land tenure'],
    [`/greater-bay-area-${id}-floorplan`, '戶型圖'],
    ['/en-us/greaterBayArea/index', 'Macau'],
    [`/zh-cn/greaterBayArea/detail?id=${id}`, '销售简介'],
    [`/en-us/detail?id=${id}`, 'Sales introduction'],
    ['/gbaTools', '購買時所需現金'],
  ];
  for (const [path, text] of pages) {
    const res = await page.request.get(path);
    expect([path, res.status()]).toEqual([path, 200]);
    expect([path, (await res.text()).includes(text)]).toEqual([path, true]);
  }
  const missing = await page.request.get('/en-us/greater-bay-area-9999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This project could not be found');
});

test('axe: no serious or critical violation on the GBA list and a project page', async ({ page }) => {
  await page.goto('/en-us/greater-bay-area');
  await expect(page.getByTestId('gba-project-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('gba-project-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('gba-project')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
