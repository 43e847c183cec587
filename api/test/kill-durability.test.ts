/**
 * `kill -9` loses nothing that was answered: the API process is killed while writes are in flight,
 * on a PGlite folder (or on PostgreSQL when TEST_DATABASE_URL is set, as the whole suite runs a
 * second time in CI), started again on the same
 * store, and every write that had been answered is found. The writes are visitor bookmarks, each
 * from a visitor of its own and from a loopback address of its own (127.0.0.x), so no rate limit
 * shapes the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { freshPostgres } from './helpers';

const API_DIR = path.resolve(__dirname, '..');
const ANSWERED_BEFORE_KILL = 40;

interface Store { env: Record<string, string>; open: () => ReturnType<typeof openDb> }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function post(port: number, url: string, body: unknown, headers: Record<string, string>, localAddress: string) {
  return new Promise<{ status: number; json: { code: number; result: unknown } }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, path: `/api${url}`, method: 'POST', localAddress, agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => {
          try { resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }); } catch (err) { reject(err); }
        }).on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function startApi(store: Store, port: number): Promise<ChildProcess> {
  // one process (tsx as a loader, not its CLI, which runs the server in a child that SIGKILL would miss)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...store.env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    const up = await new Promise<boolean>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => { res.resume(); resolve(res.statusCode === 200); })
        .on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within a minute');
}

/** the killed process is really gone: nothing answers on its port any more */
async function expectPortClosed(port: number): Promise<void> {
  const refused = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => { socket.destroy(); resolve(false); });
    socket.on('error', () => resolve(true));
  });
  expect(refused).toBe(true);
}

async function prepare(store: Store): Promise<string[]> {
  const db = await store.open();
  await migrate(db);
  await seed(db, { listings: 40, seed: 7 });
  const rows = await db.query<{ id: string }>('SELECT id FROM listings WHERE rental_type = 1 ORDER BY id');
  await db.close();
  return rows.map((r) => r.id);
}

async function killMidWrites(store: Store): Promise<void> {
  const listings = await prepare(store);
  const port = await freePort();
  let api = await startApi(store, port);
  const answered: { visitorId: string; sourceId: string }[] = [];
  const exited = new Promise((resolve) => api.once('exit', resolve));
  let i = 0;
  const writer = async () => {
    while (api.exitCode === null && api.signalCode === null) {
      const n = i++;
      const visitorId = `durable-visitor-${String(n).padStart(6, '0')}`;
      const sourceId = listings[n % listings.length] as string;
      try {
        const res = await post(port, '/User/AddVisitorCollection', { sourceType: 'buy', sourceId }, { visitorId },
          `127.0.0.${2 + (n % 250)}`);
        if (res.status === 200 && (res.json.result as { created?: boolean }).created) answered.push({ visitorId, sourceId });
        if (answered.length === ANSWERED_BEFORE_KILL) api.kill('SIGKILL');
      } catch {
        return; // the process is gone: the request in flight had no answer
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, writer));
  await exited;
  expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
  expect(i).toBeGreaterThan(answered.length); // writes were in flight when the process died

  await expectPortClosed(port);
  api = await startApi(store, port);
  try {
    const missing: string[] = [];
    for (const [n, w] of answered.entries()) {
      const res = await post(port, '/User/GetVisitorCollectionsStatus', { sourceType: 'buy', sourceIds: [w.sourceId] },
        { visitorId: w.visitorId }, `127.0.1.${2 + (n % 250)}`);
      const [status] = res.json.result as { isCollected: boolean }[];
      if (res.status !== 200 || !status?.isCollected) missing.push(w.visitorId);
    }
    expect(missing).toEqual([]);
  } finally {
    api.kill('SIGKILL');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

test('the API killed with -9 in the middle of writes has every answered write when it starts again', async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl);
    await killMidWrites({ env: { DATABASE_URL: url }, open: () => openDb({ databaseUrl: url }) }).finally(drop);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-kill-'));
    await killMidWrites({ env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openDb({ dataDir: dir }) })
      .finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  }
}, 240_000);
