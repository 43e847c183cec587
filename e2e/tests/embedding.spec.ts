import { expect, test } from '../support/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { API_URL, EMBED_PARENT_PORT, SHELL_URL } from '../support/ports';

/**
 * Spec 4.8: a parent page that frames the site and records every message it receives. The test
 * stack allows one parent (EMBED_PARENT_ORIGINS: 127.0.0.1 on EMBED_PARENT_PORT, another site
 * than the shell's localhost, as a partner's page is); any other origin is refused.
 */
function parentServer(frameUrl: string, port: number): Promise<http.Server> {
  const html = `<!doctype html><html><body>
    <script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
    <iframe id="site" width="800" height="600" src="${frameUrl}"></iframe>
  </body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function firstSaleId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.post(`${API_URL}/Property/SearchProperty`, { data: { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 } });
  const id = ((await res.json()) as { result: { items: Array<{ propertyID: string }> } }).result.items[0]?.propertyID;
  expect(id).toBeTruthy();
  return id!;
}

type Received = Array<{ type?: string; lists?: Record<string, Array<{ id: string }>> }>;
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received }).received);

test('the allowed parent receives the history lists after the iframe shows a detail page', async ({ page, request }) => {
  const id = await firstSaleId(request);
  const server = await parentServer(`${SHELL_URL}/en-us/buy-property-${id}.html`, EMBED_PARENT_PORT);
  try {
    await page.goto(`http://127.0.0.1:${EMBED_PARENT_PORT}/`);
    await expect(page.frameLocator('#site').getByTestId('listing-detail')).toBeVisible();
    await expect
      .poll(async () => (await received(page)).some((m) => m.type === 'harbourhome:history' && m.lists?.BuyHistoryList?.some((e) => e.id === id)))
      .toBe(true);
  } finally {
    server.close();
  }
});

test('a parent on another origin cannot frame the site and receives nothing', async ({ page, request }) => {
  const id = await firstSaleId(request);
  const server = await parentServer(`${SHELL_URL}/en-us/buy-property-${id}.html`, 0);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // the browser refuses the frame (frame-ancestors of the site's policy) and says so
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#site').getByTestId('listing-detail')).toHaveCount(0);
    // the allowed parent receives its first message within this time (the test above)
    await page.waitForTimeout(3000);
    expect(await received(page)).toEqual([]);
  } finally {
    server.close();
  }
});
