import { expect, test } from '../support/test';
import { NEWS_URL, SHELL_URL } from '../support/ports';

/** The built files are served the way a CDN would (scripts/serve-static.mjs). */
test('hashed assets are compressed once, cached for a year; entry files are revalidated', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server answers the same to every viewport');
  const html = await (await request.get(`${SHELL_URL}/`)).text();
  const script = /(?:src|href|content)="(\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script, 'the shell page loads its hashed main script').toBeTruthy();
  const headers = { 'accept-encoding': 'br' };
  const first = await request.get(`${SHELL_URL}${script}`, { headers });
  const second = await request.get(`${SHELL_URL}${script}`, { headers });
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // the second answer comes from the compressed copy kept by the server, with the same bytes
  expect(second.headers()['x-cache']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());

  const entry = await request.get(`${NEWS_URL}/remoteEntry.js`, { headers });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
});
