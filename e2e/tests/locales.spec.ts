import { expect, test } from '../support/test';

const HOME = [
  { path: '/', lang: 'zh-HK', title: '在香港找到你的家', nav: '買樓' },
  { path: '/zh-cn', lang: 'zh-CN', title: '在香港找到你的家', nav: '买楼' },
  { path: '/en-us', lang: 'en-US', title: 'Find your home in Hong Kong', nav: 'Buy' },
];

test.describe('home in each locale', () => {
  for (const h of HOME) {
    test(`${h.path} is in ${h.lang}`, async ({ page }) => {
      await page.goto(h.path);
      await expect(page.getByRole('heading', { level: 1, name: h.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', h.lang);
      await expect(page.getByTestId('latest-sale-widget').or(page.getByTestId('latest-sale').getByText(h.nav)).first()).toBeVisible();
      await expect(page.getByTestId('latest-sale-widget').getByTestId('listing-card')).toHaveCount(9);
      await expect(page.getByTestId('featured-news-widget').locator('li')).toHaveCount(6);
    });
  }

  test('switching language sets the cookie and goes to the localized path', async ({ page, context }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('en-us');
    await expect(page).toHaveURL(/\/en-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your home in Hong Kong' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en-us');
    // the remote's widget follows the one shared i18n instance
    await expect(page.getByTestId('latest-sale-widget').getByText(/Saleable/).first()).toBeVisible();
  });

  test('the root redirects from the cookie, and only the root', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh-cn', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-cn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/buy');
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  });
});
