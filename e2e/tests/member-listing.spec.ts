import { expect, test } from '../support/test';
import { apiAccount, callAs, callFromPage, devCall, newEmail, outbox, PNG, signUpInBrowser } from '../support/member';

const PASSWORD = 'harbour-view-88';

test('a member posts a listing with a photo, pays by bank transfer, a reviewer approves it, search finds it, and a subscriber is alerted', async ({ page, request }) => {
  test.setTimeout(150_000);
  // a subscriber to every new sale listing, who is also the reviewer (staff)
  const reviewerEmail = newEmail('reviewer');
  const reviewer = await apiAccount(request, reviewerEmail, PASSWORD);
  await devCall(request, 'staff', { email: reviewerEmail });
  await callAs(request, reviewer, '/User/AddUserSubscribe', { name: 'All sales', propertyType: 'buy' });

  await signUpInBrowser(page, request, newEmail('owner'), 'Flat Owner', PASSWORD);
  const estate = (await callFromPage<{ items: Array<{ estateNameWithCulture: string }> }>(page, '/Estate/SearchEstate', { pageIndex: 1, pageCount: 1 })).items[0]!;
  await page.getByRole('link', { name: 'My listings' }).first().click();
  await page.getByRole('button', { name: 'New listing' }).click();
  await page.getByLabel('Estate name').fill(estate.estateNameWithCulture);
  await page.getByRole('button', { name: 'Find' }).click();
  const estates = page.getByLabel('Estate', { exact: true });
  await estates.selectOption({ index: 1 });
  await page.getByLabel(/^Floor/).fill('12');
  await page.getByLabel(/^Price or monthly rent/).fill('6880000');
  await page.getByLabel(/^Saleable area/).fill('520');
  await page.getByLabel(/^Bedrooms/).fill('2');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Preview', { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Save listing' }).click();
  const listing = page.getByTestId('own-listing').first();
  await expect(listing.getByTestId('listing-state')).toHaveAttribute('data-state', 'awaitingPayment');
  await listing.getByLabel(/Add photos/).setInputFiles({ name: 'living-room.png', mimeType: 'image/png', buffer: PNG });
  await expect(listing.locator('img')).toHaveCount(1);

  // a plan by bank transfer: the account and the reference to quote, then the proof
  await listing.getByRole('link', { name: 'Buy a plan' }).click();
  const listingId = new URL(page.url()).searchParams.get('listingId') ?? '';
  expect(listingId).not.toBe('');
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page.getByTestId('transfer-reference')).not.toBeEmpty();
  await expect(page.getByText('000-111111-001')).toBeVisible();
  await page.getByLabel('Upload the payment proof').first().setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Payment proof uploaded')).toBeVisible();
  const order = page.getByTestId('order').first();
  await expect(order).toHaveAttribute('data-status', 'pending');
  const orderId = Number((await order.textContent())?.match(/Order (\d+)/)?.[1]);

  await page.getByRole('link', { name: 'My listings' }).first().click();
  await page.getByTestId('own-listing').first().getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('own-listing').first().getByTestId('listing-state')).toHaveAttribute('data-state', 'underReview');

  // the reviewer confirms the transfer and approves the listing through the staff routes
  await callAs(request, reviewer, '/Staff/ConfirmListingOrder', { orderId });
  const approved = await callAs<{ listingNo: string }>(request, reviewer, '/Staff/ReviewListing', { listingId, approve: true });
  await page.reload();
  await expect(page.getByTestId('own-listing').first().getByTestId('listing-state')).toHaveAttribute('data-state', 'effective');
  await page.goto('/en-us/member/orders');
  await expect(page.getByTestId('order').first()).toHaveAttribute('data-status', 'paid');

  // found by search, by its listing number
  await page.goto(`/en-us/buy?key=${approved.listingNo}`);
  await expect(page.locator(`a[href*="buy-property-${listingId}"]`).first()).toBeVisible();

  // the subscriber's alert goes out through the outbox
  await devCall(request, 'member-jobs');
  const alert = (await outbox(request)).find((row) => row.recipient === reviewerEmail && (row.subject ?? '').includes('All sales'));
  expect(alert?.body).toContain(listingId);
});
