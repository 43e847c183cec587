/**
 * Starts the shell's page server on the shell's build: `npm run serve -w shell`, or from the
 * repository root `node --import tsx shell/src/server/http/main.ts` (as scripts/stack.mjs does).
 * Port from PORT, else PORT_SHELL, else 3000; runtime-config.json from the environment
 * (scripts/runtime-config.mjs); SSR, SSR_API_BASE, SITE_ORIGIN, TRUST_PROXY as docs/ssr.md says.
 */
import fs from 'node:fs';
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
const port = process.env.PORT ? Number(process.env.PORT) : portOf(SHELL, process.env);
const server = createPageServer({ distDir, runtimeConfig: checked.config });
server.listen(port, () => console.log(`[serve] shell on http://localhost:${port}`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
