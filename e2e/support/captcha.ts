/**
 * Solving the slider captcha in a journey like a person with a keyboard would: the page's own
 * puzzle (the GetRecaptcha response it received), its answer from the API's development-only
 * reveal route (CAPTCHA_REVEAL=1 on the test stack), then Home and arrow keys on the slider at a
 * person's uneven pace. The slider sends the key presses as its trace (h-recaptchatrace), and the
 * API refuses presses closer than 12 ms or evenly timed, so the pauses here are what it takes.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { API_URL } from './ports';

export function nextPuzzle(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes('/Common/GetRecaptcha') && r.ok());
}

async function answerOf(page: Page, puzzle: Response): Promise<number> {
  const { result } = (await puzzle.json()) as { result: { captchaId: string } };
  const revealed = await page.request.get(`${API_URL}/dev/captcha/${encodeURIComponent(result.captchaId)}`);
  expect(revealed.ok()).toBe(true);
  return ((await revealed.json()) as { result: { x: number } }).result.x;
}

/**
 * A key press after a pause of 20 to 60 ms: a quick hand, uneven as a hand is, and above the 12 ms
 * the API takes for a machine (a slide of 30 presses takes about a second, not four)
 */
async function press(page: Page, slider: Locator, key: string): Promise<void> {
  await page.waitForTimeout(20 + Math.floor(Math.random() * 40));
  await slider.press(key);
}

/** Slides to the answer, or (wrong) well away from it but still on the track, for the failure path. */
export async function slideCaptcha(page: Page, scope: Locator, puzzle: Response, wrong = false): Promise<void> {
  const slider = scope.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-disabled', 'false');
  const max = Number(await slider.getAttribute('aria-valuemax'));
  const answer = await answerOf(page, puzzle);
  const x = !wrong ? answer : answer + 40 <= max ? answer + 40 : answer - 40;
  await slider.focus();
  await press(page, slider, 'Home');
  for (let i = 0; i < Math.floor(x / 10); i += 1) await press(page, slider, 'Shift+ArrowRight');
  for (let i = 0; i < x % 10; i += 1) await press(page, slider, 'ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
}
