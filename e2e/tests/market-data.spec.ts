import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** the standard annuity formula: L r / (1 - (1 + r)^-n), r the monthly rate */
const annuity = (loan: number, annualRate: number, months: number) => (loan * (annualRate / 12)) / (1 - (1 + annualRate / 12) ** -months);
const hk = (n: number) => `HK$${Math.round(n).toLocaleString('en-US')}`;

test('the price index chart and its table show the same weeks, for each period and region; axe finds nothing serious', async ({ page }) => {
  await page.goto('/en-us/market-data');
  const chart = page.getByTestId('index-chart');
  const rows = page.getByTestId('index-table').locator('tbody tr');
  const agree = async () => {
    // the previous figures stay while the next load: read them once the panel has its answer
    await expect(page.getByTestId('price-index')).toHaveAttribute('aria-busy', 'false');
    const count = Number(await chart.getAttribute('data-count'));
    await expect(rows).toHaveCount(count);
    await expect(rows.first().locator('th')).toHaveText((await chart.getAttribute('data-last-week'))!);
    await expect(rows.first().locator('td').first()).toHaveText(Number(await chart.getAttribute('data-last-value')).toFixed(2));
    return count;
  };
  await expect(chart).toBeVisible();
  const year = await agree();
  expect(year).toBeGreaterThanOrEqual(50);
  // the tools below load when they come near the viewport (their selects wait for them), or at the
  // first navigation within the page, which they do not hold up
  await expect(page.getByTestId('mortgage-calculator').getByLabel('Rate', { exact: true })).toBeDisabled();
  await page.getByTestId('index-periods').getByRole('link', { name: '3 years' }).click();
  await expect(page).toHaveURL(/\?period=3y$/);
  await expect(page.getByRole('img', { name: 'All Hong Kong price index, 3 years' })).toBeVisible();
  expect(await agree()).toBeGreaterThan(year);
  await page.getByTestId('index-series').getByRole('link', { name: 'Kowloon' }).click();
  await expect(page.getByRole('img', { name: 'Kowloon price index, 3 years' })).toBeVisible();
  await agree();
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
  await expect(page.getByTestId('new-deals-count')).toHaveText(/Sale deals recorded in the past month: \d+/);
  await expect(page.getByTestId('mortgage-calculator').getByLabel('Rate', { exact: true })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a worked mortgage to the dollar, and the stamp duty of a HK$8M flat with its band, in Chinese', async ({ page }) => {
  await page.goto('/en-us/market-data');
  const mortgage = page.getByTestId('mortgage-calculator');
  // the tools load when they come near the viewport and hydrate after their chunk: their selects
  // are enabled once they do
  await mortgage.scrollIntoViewIfNeeded();
  await expect(mortgage.getByLabel('Rate', { exact: true })).toBeEnabled();
  await mortgage.getByLabel('Price (HK$)').fill('8000000');
  await mortgage.getByLabel('Rate', { exact: true }).selectOption('fixed');
  await mortgage.getByLabel('Fixed rate (%)').fill('3.5');
  await mortgage.getByLabel('Term (years)').fill('25');
  await mortgage.getByLabel('Monthly income of all applicants (HK$)').fill('60000');
  await mortgage.getByRole('button', { name: 'Calculate' }).click();
  const monthly = Math.round(annuity(5_600_000, 0.035, 300));
  await expect(mortgage.getByTestId('mortgage-monthly')).toHaveText(hk(monthly));
  await expect(mortgage.getByTestId('mortgage-loan')).toHaveText('HK$5,600,000 (70%)');
  await expect(mortgage.getByTestId('mortgage-dsr')).toHaveText(`${((monthly / 60_000) * 100).toFixed(2)}%`);
  await expect(mortgage.getByTestId('amortisation-table').locator('tbody tr')).toHaveCount(25);

  await page.goto('/market-data');
  const duty = page.getByTestId('stamp-duty-tool');
  await duty.scrollIntoViewIfNeeded();
  await expect(duty.getByLabel('物業用途')).toBeEnabled();
  await duty.getByLabel('樓價或價值（港元）').fill('8000000');
  await duty.getByLabel('協議日期').fill('2026-03-01');
  await duty.getByRole('button', { name: '計算' }).click();
  await expect(duty.getByTestId('stamp-duty')).toHaveText('HK$240,000');
  await expect(duty.getByTestId('stamp-duty-band')).toHaveText('超過 HK$6,642,860 但不超過 HK$9,000,000: 價值的 3%');
  await duty.getByLabel('樓價或價值（港元）').fill('0');
  await duty.getByRole('button', { name: '計算' }).click();
  await expect(duty.getByText('請輸入 1 至 10,000,000,000 港元的金額。')).toBeVisible();
  await expect(duty.getByTestId('stamp-duty')).toHaveText('HK$240,000');
  await duty.getByLabel('樓價或價值（港元）').fill('8000000');
  await duty.getByLabel('協議日期').fill('2022-12-31');
  await duty.getByRole('button', { name: '計算' }).click();
  await expect(duty.getByText('工具涵蓋 2023 年 2 月 22 日起簽訂的協議。')).toBeVisible();
});

test('the tools follow a new language before they load, and keep what was typed once they have', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto('/market-data');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
  // not scrolled to yet: the server's tools, in Chinese, wait; a new language replaces them
  await page.getByTestId('language-switcher').selectOption('en-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Buying tools' })).toBeVisible();
  const mortgage = page.getByTestId('mortgage-calculator');
  await expect(mortgage.getByLabel('Rate', { exact: true })).toBeEnabled();
  await mortgage.getByLabel('Price (HK$)').fill('7300000');
  await page.getByTestId('language-switcher').selectOption('zh-hk');
  await expect(page.getByRole('heading', { level: 2, name: '置業工具' })).toBeVisible();
  await expect(mortgage.getByLabel('樓價（港元）')).toHaveValue('7300000');
  expect(errors.filter((e) => /hydrat|#41[89]/i.test(e))).toEqual([]);
});

test('the latest transactions filter by region and price, page, and a deal opens its deal page', async ({ page }) => {
  await page.goto('/en-us/latestTrans/index');
  const filters = page.getByRole('search', { name: 'Filter transactions' });
  await expect(filters.getByLabel('Region')).toBeEnabled();
  const total = page.getByTestId('deals-total');
  const all = await total.textContent();
  await filters.getByLabel('Region').selectOption({ label: 'Kowloon' });
  await filters.getByLabel('Price from (HK$)').fill('5000000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/en-us\/latestTrans\/index\?region=KLN&min=5000000$/);
  await expect(total).not.toHaveText(all!);
  await page.getByRole('navigation', { name: /pag/i }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/region=KLN&min=5000000&page=2$/);
  await expect(page.getByTestId('deal-table')).toContainText('page 2 of');
  // the first page's rows stay on screen until the second page has come
  await expect(page.getByTestId('deal-search')).toHaveAttribute('aria-busy', 'false');
  const link = page.getByTestId('deal-row').first().getByRole('link');
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^\/en-us\/deal\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(target!);
});
