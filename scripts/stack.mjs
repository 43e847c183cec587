/**
 * Building and running the whole site from built files: used by start.mjs, the e2e global
 * setup and the benchmark. Every process is a child of the caller and is stopped with it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SHELL, buildableApps, portOf } from './apps.mjs';

const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** the build output is missing or older than any of its sources (app, shared, build config) */
export function isStale(app) {
  const marker = path.join(ROOT, app.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = [
    path.join(ROOT, app.dir, 'src'), path.join(ROOT, app.dir, 'index.html'), path.join(ROOT, 'scripts/remote-index.html'),
    path.join(ROOT, app.dir, 'rspack.config.ts'), path.join(ROOT, app.dir, 'module-federation.config.ts'),
    path.join(ROOT, 'shared/src'), path.join(ROOT, 'scripts/rspack-app.mjs'),
  ];
  return sources.some((s) => newestMtime(s) > built);
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** production build of one app; resolves with the wall time in ms */
export async function buildApp(app, { mode = 'production', quiet = false } = {}) {
  const started = Date.now();
  const code = await run(process.execPath, [RSPACK, 'build', '--mode', mode], {
    cwd: path.join(ROOT, app.dir),
    env: { ...process.env, NODE_ENV: mode },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (code !== 0) throw new Error(`build of ${app.dir} failed (exit ${code})`);
  return Date.now() - started;
}

/**
 * builds every app whose dist is missing or stale (all of them with force), `parallel` at a time
 * (default 2: an rspack build spends part of its time on one core, so two builds side by side fill
 * a 2-core machine; the apps do not read each other's build output)
 */
export async function ensureBuilt({ force = false, log = console.log, parallel = Number(process.env.BUILD_PARALLEL ?? 2) } = {}) {
  const times = {};
  const queue = buildableApps().filter((app) => force || isStale(app));
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      log(`[build] ${app.dir} ...`);
      times[app.dir] = await buildApp(app, { quiet: true });
      log(`[build] ${app.dir} done in ${(times[app.dir] / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return times;
}

export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** spawns a long-running process whose output is prefixed with its name */
export function startProcess(name, cmd, args, { cwd = ROOT, env = process.env, quiet = false } = {}) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      if (!quiet) for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

export function startApi({ env, quiet }) {
  return startProcess('api', process.execPath, [TSX, 'src/server.ts'], { cwd: path.join(ROOT, 'api'), env, quiet });
}

/** the shell's page server (shell/src/server/http, run with tsx), or a remote's static server */
export function startStatic(app, { env, quiet }) {
  const args = app === SHELL
    ? ['--import', 'tsx', path.join(ROOT, 'shell/src/server/http/main.ts')]
    : [path.join(ROOT, 'scripts/serve-static.mjs'), app.dir];
  return startProcess(app.dir, process.execPath, args, { env: { ...env, PORT: String(portOf(app, env)) }, quiet });
}

/**
 * Starts the API and every built app. `env` may carry PORT_API, PORT_SHELL, PORT_<REMOTE>,
 * DATA_DIR, DATABASE_URL. Resolves once every health check answers.
 */
export async function startStack({ env = process.env, quiet = false, skipApi = false } = {}) {
  const apiPort = Number(env.PORT_API ?? 4000);
  const fullEnv = { ...env, API_BASE: env.API_BASE ?? `http://localhost:${apiPort}/api` };
  const processes = {};
  if (!skipApi) processes.api = startApi({ env: { ...fullEnv, PORT: String(apiPort) }, quiet });
  for (const app of buildableApps()) processes[app.dir] = startStatic(app, { env: fullEnv, quiet });
  const stop = () => {
    for (const child of Object.values(processes)) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    if (processes.api) await waitForHttp(`http://localhost:${apiPort}/api/health`, { child: processes.api, timeoutMs: 300_000 });
    for (const app of buildableApps()) await waitForHttp(`http://localhost:${portOf(app, env)}/health`, { child: processes[app.dir] });
  } catch (err) {
    stop();
    throw err;
  }
  return { processes, stop, url: `http://localhost:${portOf(SHELL, env)}/`, apiPort };
}
