import { expect, test } from '../support/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { rebuildRemote, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = path.join(ROOT, 'mfe-news/src/i18n/locales/en-us/news.json');
const SHELL_DIST = path.join(ROOT, 'shell/dist');

function digest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

test('mfe-news redeployed alone shows its new text on reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const original = fs.readFileSync(MESSAGES, 'utf8');
  const shellBefore = digest(SHELL_DIST);
  await page.goto('/en-us/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Property news' })).toBeVisible();
  try {
    const messages = JSON.parse(original) as { list: { title: string } };
    messages.list.title = 'Property news today';
    fs.writeFileSync(MESSAGES, JSON.stringify(messages, null, 2));
    await rebuildRemote('mfe-news');
    await stopRemote('mfe-news');
    await startRemote('mfe-news');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Property news today' })).toBeVisible();
    // the shell's server renders the new version too (it asks the remote's server bundle again)
    expect(await (await page.request.get('/en-us/news')).text()).toContain('Property news today');
    expect(digest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    fs.writeFileSync(MESSAGES, original);
    await rebuildRemote('mfe-news');
    await stopRemote('mfe-news').catch(() => undefined);
    await startRemote('mfe-news');
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Property news' })).toBeVisible();
});
