import { expect, test } from '../support/test';
import { nextPuzzle, slideCaptcha } from '../support/captcha';
import { apiAccount, callAs, devCall, latestCode, newEmail, signUpInBrowser } from '../support/member';
import { API_URL } from '../support/ports';

const PASSWORD = 'harbour-view-88';

test('member B leaves a message on member A’s listing, A replies, B finds it with the reply under "My messages elsewhere" and deletes it', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  // member A (through the API): a verified account with an effective sale listing, paid by transfer and
  // approved; A is made staff to confirm and approve it (sign-ups are five a minute from one address,
  // and the desktop and mobile runs sign up back to back: two a run)
  const emailA = newEmail('owner-a');
  const tokenA = await apiAccount(request, emailA, PASSWORD);
  await callAs(request, tokenA, '/User/VerifyAccount', { code: await latestCode(request, emailA) });
  await devCall(request, 'staff', { email: emailA });
  const estates = (await (await request.post(`${API_URL}/Estate/SearchEstate`, { data: { pageIndex: 1, pageCount: 1 } })).json()) as { result: { items: Array<{ estateID: number }> } };
  const listing = await callAs<{ listingId: string }>(request, tokenA, '/User/PostOwnListing', {
    rentalType: 1, estateId: estates.result.items[0]!.estateID, floor: 8, price: 6_500_000, saleableArea: 480, roomNumber: 2,
  });
  const order = await callAs<{ orderId: number }>(request, tokenA, '/User/CreateListingOrder', { listingId: listing.listingId, plan: 'promotion', paymentMethod: 'bank-transfer' });
  await callAs(request, tokenA, '/Staff/ConfirmListingOrder', { orderId: order.orderId });
  await callAs(request, tokenA, '/User/OwnListingAction', { listingId: listing.listingId, action: 'submit' });
  const approved = await callAs<{ titleWithCulture: string }>(request, tokenA, '/Staff/ReviewListing', { listingId: listing.listingId, approve: true });

  // member B, in the browser, leaves a message on it through the captcha
  await signUpInBrowser(page, request, newEmail('member-b'), 'Member B', PASSWORD);
  await page.goto(`/en-us/buy-property-${listing.listingId}.html`);
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  const puzzle = nextPuzzle(page);
  await page.getByRole('button', { name: 'Leave a message' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
  await form.getByLabel(/Your name/).fill('Lee Ka Yan');
  await form.getByLabel('Hong Kong mobile number').fill('9123 4567');
  const content = `Can I view it this Saturday? (${testInfo.project.name} ${Date.now().toString(36)})`;
  await form.getByLabel(/^Message/).fill(content);
  await form.getByLabel(/I have read and accept the/).check();
  await slideCaptcha(page, form, await puzzle);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message left').first()).toBeVisible();

  // before the reply: B sees the message under "My messages elsewhere", waiting for one
  await page.goto('/en-us/member/messages');
  await page.getByRole('tab', { name: 'My messages elsewhere' }).click();
  await expect(page).toHaveURL(/\/en-us\/member\/messages\?type=elsewhere$/);
  const thread = page.getByTestId('my-message').filter({ hasText: content });
  await expect(thread.getByText('No reply yet')).toBeVisible();

  // member A replies (the owner's call), and B sees the reply, with the listing linked
  const mine = await callAs<{ items: Array<{ messageId: number; content: string }> }>(request, tokenA, '/User/SearchLeaveMessage', { listingId: listing.listingId });
  const message = mine.items.find((m) => m.content === content);
  expect(message).toBeDefined();
  await callAs(request, tokenA, '/User/replyLeaveMessage', { messageId: message!.messageId, reply: 'Saturday at 3 pm works, see you there.' });
  await page.reload();
  await expect(thread.getByText('Saturday at 3 pm works, see you there.')).toBeVisible();
  await expect(thread.getByRole('link', { name: approved.titleWithCulture })).toHaveAttribute('href', `/en-us/buy-property-${listing.listingId}.html`);

  // B deletes it after confirming; it is gone from the list and from the listing
  await thread.getByRole('button', { name: /^Delete your message/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted').first()).toBeVisible();
  await expect(page.getByTestId('my-message').filter({ hasText: content })).toHaveCount(0);
  const after = await callAs<{ items: Array<{ content: string }> }>(request, tokenA, '/User/SearchLeaveMessage', { listingId: listing.listingId });
  expect(after.items.map((m) => m.content)).not.toContain(content);
});
