import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hostSharedDeps } from '@portal/shared/mf';

const shared = hostSharedDeps();
const routerPackage = createRequire(import.meta.url).resolve('react-router/package.json');
const routerVersion = (JSON.parse(fs.readFileSync(routerPackage, 'utf8')) as { version: string }).version;

/**
 * The shell is a host with no build-time remotes: it reads their manifest URLs from
 * /runtime-config.json and registers them when a route or widget first needs one.
 */
export default {
  name: 'shell',
  remotes: {},
  // what the shell starts with is in its entry script (hostSharedDeps); the rest loads lazily.
  // 'react-router' is provided as the exports the apps use (src/startup/react-router.ts), at the
  // installed version, so the build leaves out the rest of the package
  shared: {
    ...shared,
    'react-router': { ...shared['react-router']!, import: path.join(import.meta.dirname, 'src/startup/react-router.ts'), version: routerVersion },
  },
  shareStrategy: 'loaded-first' as const,
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/error-load-remote-plugin.ts')],
  manifest: true,
  dts: false,
};
