/**
 * Member journeys' helpers: the codes the API sent through its outbox (the development route
 * GET /api/dev/outbox of the test stack), and calls made from the page as the site makes them
 * (with the browser's cookies: the session is the API's HttpOnly cookie).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from './ports';

interface OutboxRow {
  recipient: string;
  subject: string | null;
  body: string;
  ref_type?: string | null;
}

export async function outbox(request: APIRequestContext): Promise<OutboxRow[]> {
  const answer = (await (await request.get(`${API_URL}/dev/outbox`)).json()) as { result: OutboxRow[] };
  return answer.result;
}

/** The latest six-digit code sent to `recipient`. */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const row = (await outbox(request)).find((r) => r.recipient === recipient && /\b\d{6}\b/.test(r.body));
      code = row?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A call from the page with its cookies, as the site's client makes it; the envelope's result. */
export async function callFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, payload }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', language: 'en-us', platform: 'pc', cityen: 'hk' },
        body: JSON.stringify(payload),
      });
      const answer = (await response.json()) as { code: number; result: unknown; message?: string };
      if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.message ?? ''}`);
      return answer.result;
    },
    { url: `${API_URL}${path}`, payload: body },
  ) as Promise<T>;
}

/** A new account's e-mail, different on every run (the stack's database lives as long as the run). */
export function newEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** Signs up in the browser (signed in at once) and verifies with the code from the outbox; ends on the member centre. */
export async function signUpInBrowser(page: Page, request: APIRequestContext, email: string, name: string, password: string): Promise<void> {
  await freshLimits(request);
  await page.goto('/en-us/member/sign-up');
  await page.getByLabel('E-mail or Hong Kong mobile number').fill(email);
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('profile-verified')).toHaveText('Verified');
}

/** An account made through the API alone (no browser): its token, for calls in the `token` header. */
export async function apiAccount(request: APIRequestContext, email: string, password: string): Promise<string> {
  await freshLimits(request);
  const answer = await (await request.post(`${API_URL}/User/SignUp`, { data: { account: email, password, userName: 'Reviewer' }, headers: { language: 'en-us' } })).json();
  return (answer as { result: { token: string } }).result.token;
}

/** A call as the holder of `token` (staff, another member); the envelope's result. */
export async function callAs<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const answer = (await (await request.post(`${API_URL}${path}`, { data: body, headers: { token, language: 'en-us' } })).json()) as { code: number; result: T; message?: string };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message ?? ''}`);
  return answer.result;
}

/**
 * Every journey comes from one address, and a run of them signs up more accounts in a minute than
 * one visitor may: each sign-up starts the per-minute limits afresh (the limits are proved by the
 * API tests, not here).
 */
async function freshLimits(request: APIRequestContext): Promise<void> {
  await devCall(request, 'rate-limits/reset');
}

/** POST to a development route of the test stack (/api/dev/...). */
export async function devCall<T>(request: APIRequestContext, path: string, body: unknown = {}): Promise<T> {
  const answer = (await (await request.post(`${API_URL}/dev/${path}`, { data: body })).json()) as { code: number; result: T };
  expect(answer.code).toBe(0);
  return answer.result;
}

/** A small PNG (one red pixel), for a photo or a payment proof. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Bookmarks the first `count` listings of the buy list by clicking their hearts, one after the other. */
export async function bookmarkByClicking(page: Page, count: number): Promise<void> {
  await page.goto('/en-us/buy');
  const add = page.getByRole('button', { name: 'Add to bookmarks' });
  await expect(add.first()).toBeEnabled();
  for (let n = 1; n <= count; n += 1) {
    await add.first().click();
    await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toHaveCount(n);
  }
}
