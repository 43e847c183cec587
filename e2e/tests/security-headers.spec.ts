import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL, NEWS_URL, SHELL_URL } from '../support/ports';

/**
 * The site works under its Content-Security-Policy: browsing home, the buy list, a listing and
 * the news reports no violation (the page's `securitypolicyviolation` events and the browser's
 * CSP console errors), while an inline script without the page's nonce is refused. Every answer
 * of the shell's server and the API carries the security headers.
 */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function watchViolations(page: Page): Promise<{ events: Violation[]; console: string[] }> {
  const seen = { events: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('hhReportViolation', (v: Violation) => seen.events.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { hhReportViolation: (v: Violation) => void }).hhReportViolation({
        directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.console.push(m.text());
  });
  return seen;
}

function expectPageHeaders(response: Response | null): void {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('home, the buy list, a listing and the news work under the policy, with no violation', async ({ page }) => {
  const seen = await watchViolations(page);
  expectPageHeaders(await page.goto('/en-us'));
  await expect(page.getByTestId('latest-sale-widget').getByTestId('listing-card').first()).toBeVisible();

  expectPageHeaders(await page.goto('/en-us/buy'));
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  // a client-side navigation: the detail page's remote modules load as scripts of the remote's origin
  await page.getByTestId('listing-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  await expect(page.locator('img[src*="/Media/"]').first()).toBeVisible();

  expectPageHeaders(await page.goto('/en-us/news'));
  await expect(page.getByTestId('news-list')).toBeVisible();
  await page.getByTestId('article-card').first().getByRole('link').click();
  await expect(page.getByTestId('news-article')).toBeVisible();

  expect(seen.events).toEqual([]);
  expect(seen.console).toEqual([]);

  // the policy is enforced: a script without the page's nonce does not run, and is reported
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.hhInjected = true;';
    document.body.append(script);
    return (window as unknown as { hhInjected?: boolean }).hhInjected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => seen.events.map((v) => v.directive)).toContain('script-src-elem');
});

test("the shell's files, a remote's files and the API carry the security headers", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the servers answer the same to every viewport');
  for (const url of [`${SHELL_URL}/runtime-config.json`, `${SHELL_URL}/health`, `${SHELL_URL}/no-such.js`, `${NEWS_URL}/remoteEntry.js`, `${API_URL}/health`]) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
  const svg = await request.get(`${API_URL}/Media/photo/S1-1.svg`);
  expect(svg.headers()['content-security-policy']).toContain("default-src 'none'");
  // the API lets the site's own pages read its answers, and no other origin
  const ours = await request.get(`${API_URL}/health`, { headers: { origin: SHELL_URL } });
  expect(ours.headers()['access-control-allow-origin']).toBe(SHELL_URL);
  const theirs = await request.get(`${API_URL}/health`, { headers: { origin: 'https://evil.example' } });
  expect(theirs.headers()['access-control-allow-origin']).toBeUndefined();
});
