import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from './index';
import { claimPgliteFolder, PID_FILE } from './pglite-folder';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-pglite-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a PGlite folder serves one process', () => {
  it('refuses a second open while the first is open, and opens again once it is closed', async () => {
    const db = await openDb({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, PID_FILE), 'utf8')).toBe(String(process.pid));
    await expect(openDb({ dataDir: dir })).rejects.toThrow(/open in this process already.*DATABASE_URL/);
    expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
    await db.close();
    expect(fs.existsSync(path.join(dir, PID_FILE))).toBe(false);
    const again = await openDb({ dataDir: dir });
    await again.close();
  });

  it('stops when another live process has the folder, and takes it over from one that is gone (kill -9)', () => {
    fs.writeFileSync(path.join(dir, PID_FILE), String(process.ppid));
    expect(() => claimPgliteFolder(dir)).toThrow(new RegExp(`open in process ${process.ppid}`));
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(dir, PID_FILE), String(gone));
    const release = claimPgliteFolder(dir);
    expect(fs.readFileSync(path.join(dir, PID_FILE), 'utf8')).toBe(String(process.pid));
    release();
    fs.writeFileSync(path.join(dir, PID_FILE), 'not a pid');
    claimPgliteFolder(dir)();
  });
});
