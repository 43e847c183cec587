import { expect, test } from '../support/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, folderDigest, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/new-properties.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const OWN_DIST = path.join(ROOT, 'mfe-new-properties/dist');

/** As remote-redeploy.spec.ts does for mfe-news: a changed copy built and served in place of the deployed new-properties remote. */
test('mfe-new-properties redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = folderDigest(SHELL_DIST);
  const ownBefore = folderDigest(OWN_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-new-properties', MESSAGES), 'utf8');
  await page.goto('/en-us/new-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'New developments' })).toBeVisible();
  const copy = copyRemote('mfe-new-properties');
  try {
    const messages = JSON.parse(tracked) as { list: { title: string } };
    messages.list.title = 'New developments this week';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-new-properties', copy.appDir);
    await stopRemote('mfe-new-properties');
    await startRemote('mfe-new-properties', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'New developments this week' })).toBeVisible();
    await expect(page.getByTestId('new-estate-card').first()).toBeVisible();
    expect(await (await page.request.get('/en-us/new-properties')).text()).toContain('<h1>New developments this week</h1>');
    expect(folderDigest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-new-properties').catch(() => undefined);
    await startRemote('mfe-new-properties');
    copy.remove();
  }
  expect(folderDigest(OWN_DIST)).toBe(ownBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-new-properties', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New developments' })).toBeVisible();
});
