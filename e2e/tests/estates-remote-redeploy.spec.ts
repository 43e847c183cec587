import { expect, test } from '../support/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, folderDigest as digest, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/estates.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const ESTATES_DIST = path.join(ROOT, 'mfe-estates/dist');

/** As remote-redeploy.spec.ts does for mfe-news: a changed copy built and served in place of the deployed estates remote. */
test('mfe-estates redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = digest(SHELL_DIST);
  const estatesBefore = digest(ESTATES_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-estates', MESSAGES), 'utf8');
  await page.goto('/en-us/estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Estates' })).toBeVisible();
  const copy = copyRemote('mfe-estates');
  try {
    const messages = JSON.parse(tracked) as { page: { title: string } };
    messages.page.title = 'Estates and their deals';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-estates', copy.appDir);
    await stopRemote('mfe-estates');
    await startRemote('mfe-estates', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Estates and their deals' })).toBeVisible();
    await expect(page.getByTestId('estate-card').first()).toBeVisible();
    expect(await (await page.request.get('/en-us/estate')).text()).toContain('Estates and their deals</h1>');
    expect(digest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-estates').catch(() => undefined);
    await startRemote('mfe-estates');
    copy.remove();
  }
  expect(digest(ESTATES_DIST)).toBe(estatesBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-estates', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Estates' })).toBeVisible();
});
