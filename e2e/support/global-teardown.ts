import fs from 'node:fs';
import { readState, stopPid } from './stack-state';

export default async function globalTeardown() {
  const state = readState();
  for (const pid of Object.values(state.pids)) stopPid(pid);
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
