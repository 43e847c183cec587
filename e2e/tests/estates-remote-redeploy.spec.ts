import fs from 'node:fs';
import path from 'node:path';
import { withRedeployedCopy } from '../support/redeploy';
import { expect, test } from '../support/test';

const MESSAGES = 'src/i18n/locales/en-us/estates.json';

/** As remote-redeploy.spec.ts does for mfe-news: a changed copy built and served in place of the deployed estates remote. */
test('mfe-estates redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/en-us/estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Estates' })).toBeVisible();
  const retitle = (appDir: string) => {
    const file = path.join(appDir, MESSAGES);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as { page: { title: string } };
    messages.page.title = 'Estates and their deals';
    fs.writeFileSync(file, JSON.stringify(messages, null, 2));
  };
  await withRedeployedCopy('mfe-estates', retitle, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Estates and their deals' })).toBeVisible();
    await expect(page.getByTestId('estate-card').first()).toBeVisible();
    expect(await (await page.request.get('/en-us/estate')).text()).toContain('Estates and their deals</h1>');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Estates' })).toBeVisible();
});
