import { expect, test } from '../support/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_URL, SHELL_URL } from '../support/ports';

/**
 * A parent page on another origin (another port) that frames the site and records what it
 * receives. Same site, so the frame keeps its storage (a cross-site frame may have none).
 */
function parentServer(frameUrl: string): Promise<http.Server> {
  const html = `<!doctype html><html><body>
    <script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
    <iframe id="site" width="800" height="600" src="${frameUrl}"></iframe>
  </body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)));
}

test('an embedding parent receives the history lists after the iframe shows a detail page', async ({ page, request }) => {
  const res = await request.post(`${API_URL}/Property/SearchProperty`, { data: { pageIndex: 1, pageCount: 1, order: 0, rentalType: 1 } });
  const id = ((await res.json()) as { result: { items: Array<{ propertyID: string }> } }).result.items[0]?.propertyID;
  expect(id).toBeTruthy();
  const server = await parentServer(`${SHELL_URL}/en-us/buy-property-${id}.html`);
  try {
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
    await expect(page.frameLocator('#site').getByTestId('listing-detail')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate((pid) => {
          const all = (window as unknown as { received: Array<{ type?: string; lists?: Record<string, Array<{ id: string }>> }> }).received;
          return all.some((m) => m.type === 'harbourhome:history' && m.lists?.BuyHistoryList?.some((e) => e.id === pid));
        }, id),
      )
      .toBe(true);
  } finally {
    server.close();
  }
});
