import type { Configuration } from '@rspack/core';

export interface AppOptions {
  dir: string;
  federation: Record<string, unknown>;
  title: string;
  port: number;
  publicPath?: string;
}
export function appConfig(app: AppOptions, argv?: { mode?: string }): Configuration;
