/**
 * CPU time spent by the API process and by the database server's processes during a measurement
 * (Linux /proc), so that a run on a shared machine still shows what one request costs: wall-clock
 * figures depend on what else runs, CPU milliseconds per request much less.
 */
import fs from 'node:fs';
import { openDb } from '../src/db/index';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** user + system CPU milliseconds of one process, 0 when it is gone or /proc is absent */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** the processes whose parent is `ppid`, and `ppid` itself */
function family(ppid: number): number[] {
  const out = [ppid];
  for (const name of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === ppid) out.push(Number(name));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** The PostgreSQL server's main process, when it runs on this machine and tells its data folder. */
export async function postmasterPid(databaseUrl: string): Promise<number | undefined> {
  const db = await openDb({ databaseUrl });
  try {
    const row = await db.one<{ d: string }>(`SELECT current_setting('data_directory') AS d`);
    const pid = Number(fs.readFileSync(`${row?.d}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && fs.existsSync(`/proc/${pid}`) ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    await db.close();
  }
}

export interface CpuCounter {
  /** CPU ms of the API process and of the database server since the counter started */
  read(): { apiMs: number; databaseMs: number | null };
}

/**
 * Counts from now. A backend that exits during the measurement takes its time with it, so the
 * database figure is a floor (the API's pool keeps its connections open while it is busy).
 */
export function cpuCounter(apiPid: number | undefined, postmaster: number | undefined): CpuCounter {
  const sum = (pids: number[]) => pids.reduce((a, p) => a + processCpuMs(p), 0);
  const api0 = apiPid ? processCpuMs(apiPid) : 0;
  const db0 = new Map(postmaster ? family(postmaster).map((p) => [p, processCpuMs(p)]) : []);
  return {
    read: () => {
      const apiMs = apiPid ? processCpuMs(apiPid) - api0 : 0;
      if (!postmaster) return { apiMs, databaseMs: null };
      const now = family(postmaster);
      return { apiMs, databaseMs: sum(now) - now.reduce((a, p) => a + (db0.get(p) ?? 0), 0) };
    },
  };
}
