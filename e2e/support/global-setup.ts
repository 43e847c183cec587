/**
 * Builds what is missing or stale (unless HH_SKIP_BUILD=1: npm test has just built), then starts
 * the API on a fresh temporary database and the shell and remotes as built files on test ports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, startStack } from '../../scripts/stack.mjs';
import { TEST_ENV } from './ports';
import { writeState } from './stack-state';

export default async function globalSetup() {
  if (process.env.HH_SKIP_BUILD !== '1') await ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-e2e-db-'));
  // DEV_ROUTES: the API's development routes, such as the captcha reveal of support/captcha.ts
  const stack = await startStack({ env: { ...process.env, ...TEST_ENV, DEV_ROUTES: '1', DATA_DIR: dataDir }, quiet: true });
  const pids: Record<string, number> = {};
  for (const [name, child] of Object.entries(stack.processes)) {
    if (child.pid) pids[name] = child.pid;
    child.stdout?.resume();
    child.stderr?.resume();
  }
  writeState({ pids, dataDir });
}
