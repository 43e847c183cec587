import fs from 'node:fs';
import path from 'node:path';
import { withRedeployedCopy } from '../support/redeploy';
import { expect, test } from '../support/test';

const MESSAGES = 'src/i18n/locales/en-us/housegpt.json';

// stops and redeploys a server: once, on desktop

test('mfe-housegpt redeployed alone shows its new text on reload, in the browser and the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en-us/housegpt');
  await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT assistant' })).toBeVisible();
  const retitle = (appDir: string) => {
    const file = path.join(appDir, MESSAGES);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as { page: { title: string } };
    messages.page.title = 'HouseGPT property assistant';
    fs.writeFileSync(file, JSON.stringify(messages, null, 2));
  };
  await withRedeployedCopy('mfe-housegpt', retitle, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT property assistant' })).toBeVisible();
    await page.getByRole('button', { name: 'I understand, start' }).click();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    // the shell's server renders the new version too (it asks the remote's server bundle again)
    expect(await (await page.request.get('/en-us/housegpt')).text()).toContain('HouseGPT property assistant</h1>');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT assistant' })).toBeVisible();
});
