/**
 * The test stack's processes, by app folder, in a file: global setup writes it, journeys that
 * stop or redeploy a remote update it, global teardown stops whatever it lists.
 */
import fs from 'node:fs';
import path from 'node:path';

// one file per test stack (E2E_PORT_BASE), so two runs on different ports never stop each other's processes
const BASE = process.env.E2E_PORT_BASE;
export const STATE_FILE = path.join(import.meta.dirname, '..', '.tmp', BASE ? `stack-${BASE}.json` : 'stack.json');

export interface StackState {
  pids: Record<string, number>;
  dataDir: string;
}

export function readState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export function writeState(state: StackState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function stopPid(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
