import { expect, test } from '../support/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/housegpt.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const HOUSEGPT_DIST = path.join(ROOT, 'mfe-housegpt/dist');

function digest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

// stops and redeploys a server: once, on desktop
test.skip(({ isMobile }) => isMobile, 'a redeploy runs once, on desktop');

/** mfe-housegpt built from a copy with a new title and served in place of the deployed one (as the news redeploy journey does) */
test('mfe-housegpt redeployed alone shows its new text on reload, in the browser and the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = digest(SHELL_DIST);
  const housegptBefore = digest(HOUSEGPT_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-housegpt', MESSAGES), 'utf8');
  await page.goto('/en-us/housegpt');
  await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT assistant' })).toBeVisible();
  const copy = copyRemote('mfe-housegpt');
  try {
    const messages = JSON.parse(tracked) as { page: { title: string } };
    messages.page.title = 'HouseGPT property assistant';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-housegpt', copy.appDir);
    await stopRemote('mfe-housegpt');
    await startRemote('mfe-housegpt', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT property assistant' })).toBeVisible();
    await page.getByRole('button', { name: 'I understand, start' }).click();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    expect(await (await page.request.get('/en-us/housegpt')).text()).toContain('HouseGPT property assistant');
    expect(digest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-housegpt').catch(() => undefined);
    await startRemote('mfe-housegpt');
    copy.remove();
  }
  expect(digest(HOUSEGPT_DIST)).toBe(housegptBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-housegpt', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'HouseGPT assistant' })).toBeVisible();
});
