import { expect, test } from '../support/test';
import { bookmarkByClicking, callFromPage, latestCode, newEmail } from '../support/member';

const PASSWORD = 'harbour-view-88';

test('sign up (signed in at once), verify by code, bookmark 25 listings, list them, sign out, a wrong password refused, sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('member');
  // the route check sends a visitor to sign-in, with the way back
  await page.goto('/en-us/member');
  await expect(page).toHaveURL(/\/en-us\/member\/sign-in\?redirect=%2Fen-us%2Fmember$/);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  // the sign-in form has a field of the same name: fill the sign-up form's, once it is there
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('E-mail or Hong Kong mobile number').fill(email);
  await page.getByLabel('Display name').fill('Harbour Tester');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page.getByTestId('header-member')).toHaveText('Harbour Tester');
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/member$/);
  await expect(page.getByTestId('profile-verified')).toHaveText('Verified');

  // a few bookmarks by clicking, the rest as the site's own calls, past the visitor limit of 20
  await bookmarkByClicking(page, 3);
  const listings = await callFromPage<{ items: Array<{ propertyID: string }> }>(page, '/Property/SearchProperty', { rentalType: 1, pageIndex: 1, pageCount: 40 });
  // AddCollection is idempotent: the three clicked ones answer created: false
  let added = 3;
  for (const { propertyID } of listings.items) {
    if (added === 25) break;
    const result = await callFromPage<{ created: boolean }>(page, '/User/AddCollection', { sourceType: 'buy', sourceId: propertyID });
    if (result.created) added += 1;
  }
  await page.goto('/en-us/fav');
  await expect(page.getByText('Bookmarks: 25')).toBeVisible();
  await expect(page.getByTestId('bookmark')).toHaveCount(20);
  await expect(page.getByTestId('header-bookmark-count')).toHaveText('25');

  await page.goto('/en-us/member');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-member')).toHaveText('Sign in');
  await page.goto('/en-us/member/subscriptions');
  await expect(page).toHaveURL(/sign-in\?redirect=%2Fen-us%2Fmember%2Fsubscriptions$/);
  await page.getByLabel('E-mail or Hong Kong mobile number').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The account or password is not correct');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/member\/subscriptions$/);
  await expect(page.getByTestId('subscription-list')).toBeVisible();
  await expect(page.getByTestId('header-member')).toHaveText('Harbour Tester');
});
