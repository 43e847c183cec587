import { expect, test } from '../support/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, folderDigest, startRemote, stopRemote } from '../support/remote-control';

const MESSAGES = 'src/i18n/locales/en-us/member.json';
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const OWN_DIST = path.join(ROOT, 'mfe-member/dist');

/** As remote-redeploy.spec.ts does for mfe-news: a changed copy built and served in place of the deployed member remote. */
test('mfe-member redeployed alone shows its new text on reload and in the server HTML; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = folderDigest(SHELL_DIST);
  const ownBefore = folderDigest(OWN_DIST);
  const tracked = fs.readFileSync(path.join(ROOT, 'mfe-member', MESSAGES), 'utf8');
  await page.goto('/en-us/member/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const copy = copyRemote('mfe-member');
  try {
    const messages = JSON.parse(tracked) as { signIn: { title: string } };
    messages.signIn.title = 'Sign in to HarbourHome';
    fs.writeFileSync(path.join(copy.appDir, MESSAGES), JSON.stringify(messages, null, 2));
    await buildRemoteAt('mfe-member', copy.appDir);
    await stopRemote('mfe-member');
    await startRemote('mfe-member', { distDir: path.join(copy.appDir, 'dist') });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to HarbourHome' })).toBeVisible();
    await expect(page.getByLabel('E-mail or Hong Kong mobile number')).toBeVisible();
    expect(await (await page.request.get('/en-us/member/sign-in')).text()).toContain('<h1>Sign in to HarbourHome</h1>');
    expect(folderDigest(SHELL_DIST)).toBe(shellBefore);
  } finally {
    await stopRemote('mfe-member').catch(() => undefined);
    await startRemote('mfe-member');
    copy.remove();
  }
  expect(folderDigest(OWN_DIST)).toBe(ownBefore);
  expect(fs.readFileSync(path.join(ROOT, 'mfe-member', MESSAGES), 'utf8')).toBe(tracked);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
