import { appConfig } from '../scripts/rspack-app.mjs';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfig(
    { dir: import.meta.dirname, federation, title: 'HarbourHome 港居', port: 3000, publicPath: process.env.SHELL_PUBLIC_PATH ?? '/', paintFirst: true },
    argv,
  );
