#!/usr/bin/env node
/**
 * Serves one remote's dist/ the way its CDN origin would: `node scripts/serve-static.mjs <remote>`
 * (mfe-listings, mfe-news ...). Port from PORT, else PORT_<NAME>, else the remote's default. The
 * serving itself (cache policy, compression, ETag, CORS) is the shell's static-file module,
 * shell/src/server/http/static-server.ts, which the shell's page server uses for its own files.
 * The shell is served by its page server: npm run serve -w shell. DIST_DIR serves another build
 * of the remote instead of its own dist/ (a deploy made from another folder, as the redeploy
 * journey does from a copy).
 */
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT, SHELL, appByDir, portOf } from './apps.mjs';

const name = process.argv[2];
const app = name && appByDir(name);
if (!app || app === SHELL) {
  console.error(app === SHELL
    ? 'the shell is served by its page server: npm run serve -w shell'
    : 'usage: node scripts/serve-static.mjs <mfe-listings|mfe-news|...>');
  process.exit(2);
}
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, app.dir, 'dist');
if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
  console.error(`[serve] ${distDir} has no build: run npm run build -w ${app.dir} first`);
  process.exit(1);
}
const { createStaticServer } = await tsImport('../shell/src/server/http/static-server.ts', import.meta.url);
const port = process.env.PORT ? Number(process.env.PORT) : portOf(app);
const server = createStaticServer(distDir);
server.listen(port, () => console.log(`[serve] ${app.dir} on http://localhost:${port}`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
