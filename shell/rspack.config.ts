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
  return [
    appConfig(app, argv),
    serverConfig({ ...app, alias: { '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'src/server/federation-runtime.ts') } }, argv),
  ];
};
