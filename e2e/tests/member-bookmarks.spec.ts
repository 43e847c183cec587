import { seriousViolations } from '../support/axe';
import { apiAccount, bookmarkByClicking, newEmail } from '../support/member';
import { expect, test } from '../support/test';

const PASSWORD = 'harbour-view-88';

test("a visitor's bookmarks are merged into the account at sign-in; the member subscribes from the form; sign-in and the member centre are axe clean", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('visitor');
  await apiAccount(request, email, PASSWORD);

  // two bookmarks as a visitor, listed on /fav as the visitor's own
  await bookmarkByClicking(page, 2);
  await page.getByTestId('header-bookmarks').click();
  await expect(page.getByTestId('bookmark')).toHaveCount(2);
  await expect(page.getByText(/kept on this browser only/)).toBeVisible();

  await page.locator('p', { hasText: 'kept on this browser only' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-mail or Hong Kong mobile number').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // back to the bookmarks, now the account's: the two are there, none doubled
  await expect(page).toHaveURL(/\/en-us\/fav$/);
  await expect(page.getByText('Bookmarks: 2')).toBeVisible();
  await expect(page.getByTestId('bookmark')).toHaveCount(2);
  await expect(page.getByTestId('header-bookmark-count')).toHaveText('2');
  await expect(page.getByLabel('Note').first()).toBeVisible();

  await page.goto('/en-us/member');
  await expect(page.getByTestId('profile-card')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/en-us/newSubscribe');
  await page.getByLabel(/^Name/).fill('Two rooms near MTR');
  await page.getByLabel('Kind').selectOption('rent');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/en-us\/member\/subscriptions$/);
  await expect(page.getByTestId('subscription')).toHaveCount(1);
  await expect(page.getByText('1 of 10 subscriptions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
