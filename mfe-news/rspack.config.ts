import { appConfig } from '../scripts/rspack-app.mjs';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfig({ dir: import.meta.dirname, federation, title: 'HarbourHome · mfe_news', port: 3004 }, argv);
