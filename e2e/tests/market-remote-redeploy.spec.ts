import { expect, test } from '../support/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/market.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const MARKET_DIST = path.join(ROOT, 'mfe-market/dist');

function digest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** As remote-redeploy.spec.ts does for mfe-news: a changed copy built and served in place of the deployed market remote. */
test('mfe-market redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = digest(SHELL_DIST);
  const marketBefore = digest(MARKET_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-market', MESSAGES), 'utf8');
  await page.goto('/en-us/market-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
  const copy = copyRemote('mfe-market');
  try {
    // the remote's own packages (not hoisted to the root) resolve as in the tree
    fs.symlinkSync(path.join(ROOT, 'mfe-market/node_modules'), path.join(copy.appDir, 'node_modules'));
    const messages = JSON.parse(tracked) as { page: { title: string } };
    messages.page.title = 'Market data this week';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-market', copy.appDir);
    await stopRemote('mfe-market');
    await startRemote('mfe-market', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Market data this week' })).toBeVisible();
    await expect(page.getByTestId('index-chart')).toBeVisible();
    expect(await (await page.request.get('/en-us/market-data')).text()).toContain('<h1>Market data this week</h1>');
    expect(digest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-market').catch(() => undefined);
    await startRemote('mfe-market');
    copy.remove();
  }
  expect(digest(MARKET_DIST)).toBe(marketBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-market', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
});
