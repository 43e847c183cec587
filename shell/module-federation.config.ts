import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hostSharedDeps } from '@portal/shared/mf';

const shared = hostSharedDeps();
const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/**
 * The shell is a host with no build-time remotes: it reads their manifest URLs from
 * /runtime-config.json and registers them when a route or widget first needs one.
 */
export default {
  name: 'shell',
  remotes: {},
  // what the shell starts with is in its entry script (hostSharedDeps); the rest loads lazily.
  // 'react-router' and 'react-i18next' are provided as the exports the apps use
  // (src/startup/react-router.ts, react-i18next.ts), at the installed version, so the build
  // leaves out the rest of each package
  shared: {
    ...shared,
    'react-router': { ...shared['react-router']!, import: path.join(import.meta.dirname, 'src/startup/react-router.ts'), version: versionOf('react-router') },
    'react-i18next': { ...shared['react-i18next']!, import: path.join(import.meta.dirname, 'src/startup/react-i18next.ts'), version: versionOf('react-i18next') },
  },
  shareStrategy: 'loaded-first' as const,
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/remotes/error-load-remote-plugin.ts'),
    path.join(import.meta.dirname, 'src/remotes/yield-plugin.ts'),
  ],
  manifest: true,
  dts: false,
};
