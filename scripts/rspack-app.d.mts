import type { Configuration } from '@rspack/core';

export interface AppOptions {
  dir: string;
  federation: Record<string, unknown>;
  title: string;
  port: number;
  publicPath?: string;
  /** the HTML template writes its own tags: preloads, and a loader that runs the entry after the first paint */
  paintFirst?: boolean;
  /** the HTML template (default: scripts/remote-index.html, every remote's standalone page) */
  template?: string;
  /** resolve aliases of the browser build only (the shell: the router package behind its shared subset) */
  browserAlias?: Record<string, string>;
}
export function appConfig(app: AppOptions, argv?: { mode?: string }): Configuration;
export function serverConfig(app: AppOptions & { alias?: Record<string, string> }, argv?: { mode?: string }): Configuration;
export function remoteConfigs(dir: string, federation: Record<string, unknown>, argv?: { mode?: string }): Configuration[];
