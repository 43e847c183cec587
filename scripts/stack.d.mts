import type { ChildProcess } from 'node:child_process';
import type { AppInfo } from './apps.mjs';

export function isStale(app: AppInfo): boolean;
export function run(cmd: string, args: string[], opts?: Record<string, unknown>): Promise<number>;
export function buildApp(app: AppInfo, opts?: { mode?: string; quiet?: boolean }): Promise<number>;
export function ensureBuilt(opts?: { force?: boolean; log?: (msg: string) => void; parallel?: number }): Promise<Record<string, number>>;
export function waitForHttp(url: string, opts?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function startProcess(name: string, cmd: string, args: string[], opts?: Record<string, unknown>): ChildProcess;
export function startStack(opts?: {
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  skipApi?: boolean;
}): Promise<{ processes: Record<string, ChildProcess>; stop: () => void; url: string; apiPort: number }>;
