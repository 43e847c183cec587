/** Stopping and starting one remote's static server, or the shell's page server, from a journey (a real outage, a real redeploy). */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, appByDir, portOf } from '../../scripts/apps.mjs';
import { buildApp, waitForHttp } from '../../scripts/stack.mjs';
import { TEST_ENV } from './ports';
import { readState, stopPid, writeState } from './stack-state';

const env = { ...process.env, ...TEST_ENV };

async function waitForDown(url: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} is still up`);
}

export async function stopRemote(dir: string): Promise<void> {
  const state = readState();
  const pid = state.pids[dir];
  if (pid) stopPid(pid);
  delete state.pids[dir];
  writeState(state);
  await waitForDown(`http://localhost:${portOf(appByDir(dir), env)}/health`);
}

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function startServer(dir: string, args: string[], extraEnv: Record<string, string>): Promise<void> {
  const port = portOf(appByDir(dir), env);
  if (await isUp(`http://localhost:${port}/health`)) return;
  const child = spawn(process.execPath, args, { env: { ...env, ...extraEnv, PORT: String(port) }, stdio: 'ignore', detached: true });
  child.unref();
  const state = readState();
  if (child.pid) state.pids[dir] = child.pid;
  writeState(state);
  await waitForHttp(`http://localhost:${port}/health`, { timeoutMs: 15_000 });
}

/** Starts the remote's server unless it is already up: its own dist/, or another build (`distDir`). */
export async function startRemote(dir: string, opts: { distDir?: string } = {}): Promise<void> {
  await startServer(dir, [path.join(ROOT, 'scripts/serve-static.mjs'), dir], opts.distDir ? { DIST_DIR: opts.distDir } : {});
}

/** Starts the shell's page server unless it is up, with settings of its own (SSR, SSR_API_BASE ...). */
export async function startShell(extraEnv: Record<string, string> = {}): Promise<void> {
  const apiBase = `http://localhost:${TEST_ENV.PORT_API}/api`;
  await startServer('shell', ['--import', 'tsx', path.join(ROOT, 'shell/src/server/http/main.ts')], { API_BASE: apiBase, ...extraEnv });
}

/**
 * A copy of a remote's sources in a temporary folder outside the repository, beside links to the
 * repository's scripts and node_modules and with a link to the app's own node_modules (its build
 * config and packages resolve as in the tree), so a journey can change and build it while the
 * working tree and the deployed dist/ stay untouched, even when the run is killed midway.
 */
export function copyRemote(dir: string): { appDir: string; remove: () => void } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `hh-${dir}-`));
  for (const link of ['scripts', 'node_modules']) fs.symlinkSync(path.join(ROOT, link), path.join(base, link));
  const appDir = path.join(base, dir);
  const source = path.join(ROOT, dir);
  fs.cpSync(source, appDir, {
    recursive: true,
    filter: (from) => !/^(dist|node_modules|\.rspack-cache)(\/|$)|\.tsbuildinfo$/.test(path.relative(source, from)),
  });
  // packages npm installed for this app alone (a version the others do not share) resolve as in the tree
  const own = path.join(source, 'node_modules');
  if (fs.existsSync(own)) fs.symlinkSync(own, path.join(appDir, 'node_modules'));
  return { appDir, remove: () => fs.rmSync(base, { recursive: true, force: true }) };
}

/** production build of a remote from another folder (a copy made by copyRemote) */
export async function buildRemoteAt(dir: string, appDir: string): Promise<void> {
  await buildApp({ ...appByDir(dir), dir: path.relative(ROOT, appDir) }, { quiet: true });
}

/** A digest of every file of a folder (a deployed dist/): equal before and after means untouched. */
export function folderDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}
