import { expect, test } from '../support/test';

test('news search in Chinese: 按揭 from the search page finds mortgage news, and the search is remembered', async ({ page }) => {
  await page.goto('/news/search');
  await expect(page.getByRole('heading', { level: 1, name: '搜尋新聞' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: '搜尋地產新聞' });
  await box.fill('按揭');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/news\/search\/list\?keyword=%E6%8C%89%E6%8F%AD$/);
  await expect(page.getByRole('heading', { level: 1, name: '「按揭」相關新聞' })).toBeVisible();
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('按揭');
  await page.goto('/news/search');
  await expect(page.getByRole('region', { name: '你的搜尋紀錄' }).getByRole('link', { name: '按揭' })).toBeVisible();
});

test('news search in English and in Simplified Chinese finds stamp duty news', async ({ page }) => {
  await page.goto('/en-us/news/search/list?keyword=stamp+duty');
  await expect(page.getByRole('heading', { level: 1, name: 'News about “stamp duty”' })).toBeVisible();
  await expect(page.getByTestId('article-card').first()).toContainText(/stamp duty/i);
  await page.goto('/zh-cn/news/search/list?keyword=%E5%8D%B0%E8%8A%B1%E7%A8%8E');
  await expect(page.getByTestId('article-card').first()).toContainText('印花税');
});

test('a news topic lists its articles under its name', async ({ page }) => {
  await page.goto('/en-us/news/t3');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: Policy and mortgages' })).toBeVisible();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
});
