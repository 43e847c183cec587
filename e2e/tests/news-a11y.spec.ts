import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('axe: no serious or critical violation on the news list, an article, search results, the encyclopedia and an FAQ', async ({ page }) => {
  await page.goto('/en-us/news');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('article-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('news-article')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/news/search/list?keyword=按揭');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/property-tips/置業百科');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/zh-cn/property-tips/faq');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
