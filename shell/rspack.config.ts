import { createRequire } from 'node:module';
import path from 'node:path';
import { appConfig, serverConfig } from '../scripts/rspack-app.mjs';
import federation from './module-federation.config';

/**
 * The browser build (dist/) and the server renderer (dist/server/render.cjs), whose federation
 * runtime is the server's own loader of the remotes' server bundles.
 */
export default (_env: unknown, argv: { mode?: string }) => {
  const app = {
    dir: import.meta.dirname, federation, title: 'HarbourHome 港居', port: 3000,
    publicPath: process.env.SHELL_PUBLIC_PATH ?? '/', paintFirst: true,
  };
  // the router's ES module build, which src/startup/react-router.ts re-exports in part (the
  // 'react-router' the shell shares: module-federation.config.ts)
  const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const browserAlias = { 'react-router-package$': path.join(routerDir, 'dist/production/index.mjs') };
  return [
    appConfig({ ...app, browserAlias }, argv),
    serverConfig({ ...app, alias: { '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'src/server/federation-runtime.ts') } }, argv),
  ];
};
