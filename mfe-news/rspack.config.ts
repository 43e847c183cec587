import { appConfig, serverConfig } from '../scripts/rspack-app.mjs';
import federation from './module-federation.config';

/** the browser build (dist/) and the server build (dist/server/remote.cjs) */
export default (_env: unknown, argv: { mode?: string }) => {
  const app = { dir: import.meta.dirname, federation, title: 'HarbourHome · mfe_news', port: 3004 };
  return [appConfig(app, argv), serverConfig(app, argv)];
};
