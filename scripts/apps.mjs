/**
 * The apps of the repository, their ports and their federation keys: one table for the
 * serve, start, test and bench scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** every remote the platform knows (ports of docs/architecture.md); `dir` exists only for those in this repo */
export const REMOTES = [
  { key: 'listings', env: 'LISTINGS', dir: 'mfe-listings', port: 3001 },
  { key: 'estates', env: 'ESTATES', dir: 'mfe-estates', port: 3002 },
  { key: 'newProperties', env: 'NEW_PROPERTIES', dir: 'mfe-new-properties', port: 3003 },
  { key: 'news', env: 'NEWS', dir: 'mfe-news', port: 3004 },
  { key: 'member', env: 'MEMBER', dir: 'mfe-member', port: 3005 },
  { key: 'housegpt', env: 'HOUSEGPT', dir: 'mfe-housegpt', port: 3006 },
  { key: 'market', env: 'MARKET', dir: 'mfe-market', port: 3007 },
];

export const SHELL = { key: 'shell', env: 'SHELL', dir: 'shell', port: 3000 };

export function existsInRepo(app) {
  return fs.existsSync(path.join(ROOT, app.dir, 'rspack.config.ts'));
}

/** the apps built by rspack in this repository: the shell first, then the remotes present */
export function buildableApps() {
  return [SHELL, ...REMOTES.filter(existsInRepo)];
}

export function appByDir(dir) {
  return [SHELL, ...REMOTES].find((a) => a.dir === dir || a.key === dir);
}

/** the port of an app: PORT_<ENV> (e.g. PORT_NEWS) or the default */
export function portOf(app, env = process.env) {
  const v = env[`PORT_${app.env}`];
  return v ? Number(v) : app.port;
}
