/**
 * The API as a process of its own, for the tests that kill it with -9 and start it again on the
 * same store: a PGlite folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/index';
import { freshPostgres } from './helpers';

const API_DIR = path.resolve(__dirname, '..');

export interface Store { env: Record<string, string>; open: () => ReturnType<typeof openDb> }

/** runs `fn` on a store of its own (PostgreSQL with TEST_DATABASE_URL, else a PGlite folder), removed afterwards */
export async function withStore(fn: (store: Store) => Promise<void>): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const { url, drop } = await freshPostgres(pgUrl);
    await fn({ env: { DATABASE_URL: url }, open: () => openDb({ databaseUrl: url }) }).finally(drop);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-kill-'));
    await fn({ env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openDb({ dataDir: dir }) })
      .finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** POSTs `data` as it is (with `headers`, from `localAddress`) and reads the JSON answer */
export function postRaw(port: number, url: string, data: string, headers: Record<string, string>, localAddress: string) {
  return new Promise<{ status: number; json: { code: number; result: unknown } }>((resolve, reject) => {
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

export const post = (port: number, url: string, body: unknown, headers: Record<string, string>, localAddress: string) =>
  postRaw(port, url, JSON.stringify(body), headers, localAddress);

export async function startApi(store: Store, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  // one process (tsx as a loader, not its CLI, which runs the server in a child that SIGKILL would miss)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...store.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_OPTIONS: '' },
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
export async function portClosed(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => { socket.destroy(); resolve(false); });
    socket.on('error', () => resolve(true));
  });
}

/** kills `api` with -9 and waits until it is gone */
export async function killApi(api: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
  await exited;
}
