/**
 * A PGlite folder serves one process at a time (PGlite is embedded, single-user PostgreSQL): a
 * second process opening it crashes or damages it. The first one writes its pid into the folder;
 * another one finds a live pid there and stops with a message, or a dead one (after kill -9) and
 * takes over. Several API processes on one database need PostgreSQL (DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';

export const PID_FILE = 'harbourhome-api.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dir` for this process; the returned function gives it back. */
export function claimPgliteFolder(dir: string): () => void {
  const file = path.join(dir, PID_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
      const who = owner === process.pid ? 'this process already' : `process ${owner}`;
      throw new Error(
        `the database folder ${dir} is open in ${who}; a PGlite folder serves one process at a time ` +
          '(stop it first, or run several API processes on PostgreSQL with DATABASE_URL)',
      );
    }
    fs.rmSync(file, { force: true }); // left by a process that is gone
  }
  throw new Error(`could not claim the database folder ${dir}`);
}
