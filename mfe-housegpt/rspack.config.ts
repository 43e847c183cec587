import { remoteConfigs } from '../scripts/rspack-app.mjs';
import federation from './module-federation.config';

/** the browser build (dist/) and the server build (dist/server/remote.cjs) */
export default (_env: unknown, argv: { mode?: string }) => remoteConfigs(import.meta.dirname, federation, argv);
