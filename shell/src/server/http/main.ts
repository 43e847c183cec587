/**
 * Starts the shell's page server on the shell's build: `npm run serve -w shell`, or from the
 * repository root `node --import tsx shell/src/server/http/main.ts` (as scripts/stack.mjs does).
 * Port from PORT, else PORT_SHELL, else 3000; runtime-config.json from the environment
 * (scripts/runtime-config.mjs); SSR, SSR_API_BASE, SITE_ORIGIN, TRUST_PROXY, PAGE_CACHE_* as
 * docs/ssr.md says. SHELL_WORKERS (default 1) runs that many processes on the one port (Node's
 * cluster: the primary hands each connection to a worker; each has its own page cache).
 * React and the router run their production builds unless NODE_ENV says otherwise: the
 * development builds render several times slower.
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL, portOf } from '../../../../scripts/apps.mjs';
import { runtimeConfig } from '../../../../scripts/runtime-config.mjs';
import { parseRuntimeConfig } from '../../config/runtime-config.schema';
import { createPageServer } from './page-server';

const distDir = path.resolve(import.meta.dirname, '../../../dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('[serve] shell/dist is missing: run npm run build -w shell first');
  process.exit(1);
}
const checked = parseRuntimeConfig(runtimeConfig(process.env));
if (!checked.ok) {
  console.error(`[serve] runtime config from the environment is not valid: ${checked.error}`);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
const port = process.env.PORT ? Number(process.env.PORT) : portOf(SHELL, process.env);

/** SHELL_WORKERS: a number, or `auto` for one per core; 1 (one process, no cluster) by default */
function workerCount(value: string | undefined): number {
  if (value?.trim() === 'auto') return os.availableParallelism();
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1;
}

const workers = workerCount(process.env.SHELL_WORKERS);
if (workers > 1 && cluster.isPrimary) {
  let stopping = false;
  const served = new Set<number>();
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (served.size === workers) console.log(`[serve] shell on http://localhost:${port} (${workers} processes)`);
  });
  // a worker that dies after it served is replaced (not while stopping); one that never listened
  // (the port taken, a broken build) is not, and the primary ends with the last of them
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (served.delete(worker.id)) {
      console.warn(`[serve] shell worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      cluster.fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) {
      console.error('[serve] no shell worker could start');
      process.exit(1);
    }
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
} else {
  const server = createPageServer({ distDir, runtimeConfig: checked.config });
  server.listen(port, () => {
    if (cluster.isPrimary) console.log(`[serve] shell on http://localhost:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
