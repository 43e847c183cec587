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
  // the ES module builds of the router and of react-i18next, which src/startup/react-router.ts and
  // react-i18next.ts re-export in part (the libraries the shell shares: module-federation.config.ts)
  const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const browserAlias = {
    'react-router-package$': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
    'react-i18next-package$': path.join(packageDir('react-i18next'), 'dist/es/index.js'),
  };
  return [
    appConfig({ ...app, browserAlias }, argv),
    serverConfig({ ...app, alias: { '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'src/server/federation-runtime.ts') } }, argv),
  ];
};
