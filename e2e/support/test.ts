/**
 * The journeys' `test`: Playwright's, with page.goto and page.reload waiting for the site to be
 * live (<html data-app-ready>) on the site's own pages. A server-rendered page shows its content
 * and links before its scripts run; a link clicked then is an ordinary page load (by design), so a
 * journey that expects the app to handle a click (a browser-side call, a client navigation) has
 * to wait for it, as a person's browser does in the second it takes. Pages of another origin (an
 * embedding parent) and pages without JavaScript are not waited for.
 */
import { test as base, type Page, type Response } from '@playwright/test';
import { SHELL_URL } from './ports';

export { expect } from '@playwright/test';

function isSite(url: string): boolean {
  return url.startsWith('/') || url.startsWith(SHELL_URL);
}

async function live(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> => {
        const response = await goto(url, options);
        if (isSite(url) && (!response || response.ok() || response.status() === 404)) await live(page);
        return response;
      };
      page.reload = async (options?: Parameters<Page['reload']>[0]): Promise<Response | null> => {
        const response = await reload(options);
        if (isSite(page.url())) await live(page);
        return response;
      };
    }
    await provide(page);
  },
});
