import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { withRedeployedCopy } from '../support/redeploy';
import { expect, test } from '../support/test';

const MESSAGES = 'src/i18n/locales/en-us/market.json';

/** mfe-market built from a copy with a new title and served in place of the deployed one (support/redeploy.ts) */
test('mfe-market redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/en-us/market-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
  const retitle = (appDir: string) => {
    // the remote's own packages (not hoisted to the root) resolve as in the tree
    const own = path.join(appDir, 'node_modules');
    if (!fs.existsSync(own)) fs.symlinkSync(path.join(ROOT, 'mfe-market/node_modules'), own);
    const file = path.join(appDir, MESSAGES);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as { page: { title: string } };
    messages.page.title = 'Market data this week';
    fs.writeFileSync(file, JSON.stringify(messages, null, 2));
  };
  await withRedeployedCopy('mfe-market', retitle, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Market data this week' })).toBeVisible();
    await expect(page.getByTestId('index-chart')).toBeVisible();
    // the shell's server renders the new version too (it asks the remote's server bundle again)
    expect(await (await page.request.get('/en-us/market-data')).text()).toContain('<h1>Market data this week</h1>');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
});
