export interface AppInfo {
  key: string;
  env: string;
  dir: string;
  port: number;
}
export const ROOT: string;
export const REMOTES: AppInfo[];
export const SHELL: AppInfo;
export function existsInRepo(app: AppInfo): boolean;
export function buildableApps(): AppInfo[];
export function appByDir(dir: string): AppInfo;
export function portOf(app: AppInfo, env?: Record<string, string | undefined>): number;
