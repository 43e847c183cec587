/**
 * One remote redeployed alone, as remote-redeploy.spec.ts does for mfe-news, for any remote: a
 * changed copy of its sources is built outside the working tree and served in place of the
 * deployed build while `during` runs; then the deployed build is served again. The shell's build,
 * the remote's deployed build and its sources are checked unchanged.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT } from '../../scripts/apps.mjs';
import { buildRemoteAt, copyRemote, folderDigest as digest, startRemote, stopRemote } from './remote-control';

/** `change` edits the copy's folder (e.g. a message); `during` runs while the copy's build is served */
export async function withRedeployedCopy(dir: string, change: (appDir: string) => void, during: () => Promise<void>): Promise<void> {
  const shell = path.join(ROOT, 'shell/dist');
  const deployed = path.join(ROOT, dir, 'dist');
  const sources = path.join(ROOT, dir, 'src');
  const before = { shell: digest(shell), deployed: digest(deployed), sources: digest(sources) };
  const copy = copyRemote(dir);
  try {
    change(copy.appDir);
    await buildRemoteAt(dir, copy.appDir);
    await stopRemote(dir);
    await startRemote(dir, { distDir: path.join(copy.appDir, 'dist') });
    await during();
    expect(digest(shell)).toBe(before.shell);
  } finally {
    await stopRemote(dir).catch(() => undefined);
    await startRemote(dir);
    copy.remove();
  }
  expect({ deployed: digest(deployed), sources: digest(sources) }).toEqual({ deployed: before.deployed, sources: before.sources });
}
