import { expect, test } from '../support/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, folderDigest as digest, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/news.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const NEWS_DIST = path.join(ROOT, 'mfe-news/dist');

/**
 * The new version is built from a copy of mfe-news in a temporary folder and served in place of the
 * deployed one: the working tree and the deployed build are never changed, so a run killed midway
 * leaves nothing behind but a temporary folder.
 */
test('mfe-news redeployed alone shows its new text on reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = digest(SHELL_DIST);
  const newsBefore = digest(NEWS_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-news', MESSAGES), 'utf8');
  await page.goto('/en-us/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Property news' })).toBeVisible();
  const copy = copyRemote('mfe-news');
  try {
    const messages = JSON.parse(tracked) as { list: { title: string } };
    messages.list.title = 'Property news today';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-news', copy.appDir);
    await stopRemote('mfe-news');
    await startRemote('mfe-news', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Property news today' })).toBeVisible();
    // the shell's server renders the new version too (it asks the remote's server bundle again)
    expect(await (await page.request.get('/en-us/news')).text()).toContain('Property news today');
    expect(digest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-news').catch(() => undefined);
    await startRemote('mfe-news');
    copy.remove();
  }
  // back on the deployed build, which like the sources was never touched
  expect(digest(NEWS_DIST)).toBe(newsBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-news', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Property news' })).toBeVisible();
});
