/**
 * When the server cannot render a page, the browser does, and the visitor sees the same page:
 * server rendering turned off (SSR=off), the API unreachable from the shell's server while it
 * renders, and a remote whose server bundle throws. Each runs the real servers, changed and then
 * put back; on desktop only (playwright.config.ts: the servers answer the same to every viewport).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { startRemote, startShell, stopRemote } from '../support/remote-control';
import { expect, test } from '../support/test';

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function withShell(settings: Record<string, string>, run: () => Promise<void>): Promise<void> {
  await stopRemote('shell');
  try {
    await startShell(settings);
    await run();
  } finally {
    await stopRemote('shell').catch(() => undefined);
    await startShell();
  }
}

test('SSR=off: the server sends the plain page and the browser renders the list', async ({ page, request }) => {
  test.setTimeout(90_000);
  await withShell({ SSR: 'off' }, async () => {
    const res = await request.get('/en-us/buy');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('data-testid="listing-card"');
    expect(html).not.toContain('id="hh-ssr"');
    await page.goto('/en-us/buy');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
  });
});

test('the API down while the server renders: the page still answers, and the browser fills it from the API', async ({ page, request }) => {
  test.setTimeout(90_000);
  const port = await closedPort();
  await withShell({ SSR_API_BASE: `http://127.0.0.1:${port}/api` }, async () => {
    const started = Date.now();
    const res = await request.get('/en-us/buy');
    expect(res.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(20_000);
    // nothing from the API on the server: no listing, and no error page in its place
    const html = await res.text();
    expect(html).not.toContain('data-testid="listing-card"');
    expect(html).toContain('<html');
    await page.goto('/en-us/buy');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
  });
});

test('a remote whose server bundle throws: its pages are rendered by the browser, the other remotes by the server', async ({ page, request }) => {
  test.setTimeout(90_000);
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-broken-news-'));
  fs.cpSync(path.join(ROOT, 'mfe-news/dist'), broken, { recursive: true });
  fs.writeFileSync(path.join(broken, 'server/remote.cjs'), "throw new Error('this server bundle is broken');\n");
  await stopRemote('mfe-news');
  try {
    await startRemote('mfe-news', { distDir: broken });
    const res = await request.get('/en-us/news');
    expect(res.status()).toBe(200);
    await page.goto('/en-us/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Property news' })).toBeVisible();
    // the listings remote is not affected
    expect(await (await request.get('/en-us/buy')).text()).toContain('data-testid="listing-card"');
  } finally {
    await stopRemote('mfe-news').catch(() => undefined);
    await startRemote('mfe-news');
    fs.rmSync(broken, { recursive: true, force: true });
  }
});
