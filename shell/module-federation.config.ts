import path from 'node:path';
import { hostSharedDeps } from '@portal/shared/mf';

/**
 * The shell is a host with no build-time remotes: it reads their manifest URLs from
 * /runtime-config.json and registers them when a route or widget first needs one.
 */
export default {
  name: 'shell',
  remotes: {},
  // what the shell starts with is in its entry script (hostSharedDeps); the rest loads lazily
  shared: hostSharedDeps(),
  shareStrategy: 'loaded-first' as const,
  runtimePlugins: [path.join(import.meta.dirname, 'src/remotes/error-load-remote-plugin.ts')],
  manifest: true,
  dts: false,
};
