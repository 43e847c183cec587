import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * The first paint never waits for a script (docs/ssr.md, "Start-up"): on a slow phone's CPU (the
 * CPU slowed fivefold), the server's page is painted before the shell's start-up begins
 * (performance mark 'hh:start') and before any script of the site is evaluated (the long
 * animation frames' script entries), and the page still comes alive: a control works.
 */

const CPU_SLOWDOWN = 5;

async function firstSaleId(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API_URL}/Property/SearchProperty`, {
    data: { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 },
    headers: { language: 'zh-hk' },
  });
  return ((await res.json()) as { result: { items: Array<{ propertyID: string }> } }).result.items[0]!.propertyID;
}

interface StartUpTimes {
  firstPaint: number | null;
  start: number | null;
  /** when the first of the site's scripts began to run (long animation frames' script entries), if one was long enough to be reported */
  firstScript: number | null;
  scripts: string[];
}

async function startUpTimes(page: Page): Promise<StartUpTimes> {
  return page.evaluate(async () => {
    const paints = performance.getEntriesByType('paint');
    const firstPaint = (paints.find((e) => e.name === 'first-paint') ?? paints.find((e) => e.name === 'first-contentful-paint'))?.startTime ?? null;
    const start = performance.getEntriesByName('hh:start', 'mark')[0]?.startTime ?? null;
    interface ScriptTiming { executionStart: number; sourceURL: string }
    const frames = await new Promise<Array<{ scripts: ScriptTiming[] }>>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries() as unknown as Array<{ scripts: ScriptTiming[] }>);
      });
      observer.observe({ type: 'long-animation-frame', buffered: true });
      setTimeout(() => resolve([]), 1000);
    });
    const scripts = frames.flatMap((f) => f.scripts).filter((s) => /\/js\/|remoteEntry\.js/.test(s.sourceURL));
    const firstScript = scripts.length ? Math.min(...scripts.map((s) => s.executionStart)) : null;
    return { firstPaint, start, firstScript, scripts: scripts.map((s) => `${Math.round(s.executionStart)} ${s.sourceURL}`) };
  });
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** the language switch is a control of the live page: a client-side navigation, no page load */
async function controlWorks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { hhSamePage?: boolean }).hhSamePage = true;
  });
  await page.getByTestId('language-switcher').selectOption('en-us');
  await expect(page).toHaveURL(/\/en-us(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => (window as { hhSamePage?: boolean }).hhSamePage)).toBe(true);
}

test.describe('the first paint comes before any script, on a slow CPU', () => {
  test.setTimeout(120_000);
  // a slow CPU is a phone's: the start-up lines and scripts are the same in both layouts, and the
  // three throttled page loads take some 40 s, so they run once, in the mobile project
  test.skip(({ isMobile }) => !isMobile, 'the slow-CPU start-up runs in the mobile project');

  for (const [name, path] of [['home', '/'], ['buy list', '/buy'], ['sale detail', 'detail']] as const) {
    test(`${name}: painted before the start-up began and before a script ran; the page then hydrates`, async ({ page, request }) => {
      const url = path === 'detail' ? `/buy-property-${await firstSaleId(request)}.html` : path;
      await slowCpu(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // a server-rendered page
      expect(await response!.text()).toContain('id="hh-ssr"');
      const times = await startUpTimes(page);
      expect(times.firstPaint, 'a paint timing entry').not.toBeNull();
      expect(times.start, "the 'hh:start' mark").not.toBeNull();
      expect(times.firstPaint!).toBeLessThan(times.start!);
      // the site's scripts run long enough on this CPU to be reported; the first began after the paint
      expect(times.firstScript, `long script entries: ${times.scripts.join(', ')}`).not.toBeNull();
      expect(times.firstPaint!).toBeLessThan(times.firstScript!);
      expect(times.start!).toBeLessThanOrEqual(times.firstScript!);
      await controlWorks(page);
    });
  }
});

test('the buy list links only the listings stylesheets the list uses, each once', async ({ page, request }) => {
  const html = await (await request.get('/buy')).text();
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const listings = links.filter((href) => href.includes('/css/') && !href.startsWith('/'));
  expect(listings.length).toBeGreaterThan(0);
  // every linked remote sheet styles something of the page that no sheet before it styles: one of
  // its class selectors is in the HTML (a card that several pages' sheets hold comes once)
  const styled = new Set<string>();
  for (const href of listings) {
    const css = await (await request.get(href)).text();
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)[^{}]*\{/g)].map((m) => m[1]!).filter((name) => used.has(name));
    expect(classes.some((name) => !styled.has(name)), `${href} styles something else of the buy list`).toBe(true);
    for (const name of classes) styled.add(name);
  }
  // and fewer sheets than the listings manifest names for the page (its own and every lazy chunk's)
  const manifestUrl = new URL('mf-manifest.json', listings[0]!.slice(0, listings[0]!.indexOf('/css/') + 1)).href;
  const manifest = (await (await request.get(manifestUrl)).json()) as { exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }> };
  const buyList = manifest.exposes.find((e) => e.name === 'BuyListPage')!;
  expect(listings.length).toBeLessThan(new Set([...buyList.assets.css.sync, ...buyList.assets.css.async]).size);
  // the page looks as it did: a card has its styles when the page is painted
  await page.goto('/buy');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});
