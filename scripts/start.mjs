#!/usr/bin/env node
/**
 * npm start: builds any app whose dist is missing or older than its sources, starts the API,
 * the shell and every remote as built files, waits for health and prints the site address.
 * npm run dev (--dev): the same with rspack build --watch for every app, and the API's development
 * routes (DEV_ROUTES=1).
 */
import path from 'node:path';
import { ROOT, buildableApps } from './apps.mjs';
import { ensureBuilt, startProcess, startStack } from './stack.mjs';

const dev = process.argv.includes('--dev');
const watchers = [];

async function main() {
  const started = Date.now();
  await ensureBuilt();
  if (dev) {
    for (const app of buildableApps()) {
      watchers.push(
        startProcess(`watch ${app.dir}`, process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--watch', '--mode', 'production'], {
          cwd: path.join(ROOT, app.dir),
        }),
      );
    }
  }
  // development routes (/api/dev/outbox, loopback only) with npm run dev, never with npm start
  const stack = await startStack(dev ? { env: { ...process.env, DEV_ROUTES: '1' } } : {});
  const stop = () => {
    stack.stop();
    for (const w of watchers) if (w.exitCode === null) w.kill('SIGTERM');
    setTimeout(() => process.exit(0), 300);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const [name, child] of Object.entries(stack.processes)) {
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`[start] ${name} exited with ${code}`);
    });
  }
  console.log(`\nHarbourHome is running at ${stack.url}  (API ${`http://localhost:${stack.apiPort}/api`}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s${dev ? ', rebuilding on change' : ''})\n`);
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  for (const w of watchers) w.kill('SIGTERM');
  process.exit(1);
});
