/**
 * One small database interface over two drivers: PGlite (embedded PostgreSQL, the default,
 * data in DATA_DIR, one process per folder) and PostgreSQL (node-postgres pool, when
 * DATABASE_URL is set). Everything above this file writes plain parameterized PostgreSQL, so
 * both run the same SQL and migrations.
 */
import path from 'node:path';
import fs from 'node:fs';
import { claimPgliteFolder } from './pglite-folder';

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** several statements, no parameters (migrations) */
  exec(sql: string): Promise<void>;
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding the advisory lock `key`, shared by every process on the database
   * (PostgreSQL: a session lock on a connection of its own while fn uses the others). A PGlite
   * folder belongs to one process, so there it is a queue within the process.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as an archive, which `snapshot` below starts from (tests seed once and copy) */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  /** postgres://... ; when absent, PGlite */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' for an in-memory database (tests) */
  dataDir?: string;
  /** an in-memory PGlite starts from this data folder archive (PGlite's dumpDataDir) instead of an empty cluster */
  snapshot?: Blob;
}

export async function openDb(opts: OpenOptions = {}): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir ?? 'memory', opts.snapshot);
}

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

function wrap(kind: Db['kind'], q: Queryable, extra: Pick<Db, 'exec' | 'tx' | 'exclusive' | 'close' | 'dump'>): Db {
  const query = async <T,>(sql: string, params: readonly unknown[] = []) =>
    (await q.query(sql, params as unknown[])).rows as T[];
  return {
    kind,
    query,
    one: async <T,>(sql: string, params: readonly unknown[] = []) => (await query<T>(sql, params))[0],
    ...extra,
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let pg;
  let release: (() => void) | undefined;
  if (dataDir === 'memory') {
    pg = await PGlite.create({ extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  } else {
    const dir = path.resolve(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    release = claimPgliteFolder(dir);
    try {
      pg = await PGlite.create(dir, { extensions: { pg_trgm } });
    } catch (err) {
      release?.();
      throw err;
    }
  }
  let queue: Promise<unknown> = Promise.resolve();
  const self: Db = wrap('pglite', pg, {
    exec: async (sql) => {
      await pg.exec(sql);
    },
    exclusive: (_key, fn) => {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    tx: (fn) =>
      pg.transaction(async (t) =>
        fn(wrap('pglite', t, {
          exec: async (sql) => {
            await t.exec(sql);
          },
          tx: (inner) => inner(self),
          exclusive: (key, inner) => self.exclusive(key, inner),
          close: async () => undefined,
        })),
      ),
    close: async () => {
      await pg.close();
      release?.();
    },
    dump: async () => pg.dumpDataDir('none'),
  });
  return self;
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pgLib } = await import('pg');
  // numeric and bigint come back as strings by default; counts and prices fit in a double
  pgLib.types.setTypeParser(20, (v: string) => Number(v));
  pgLib.types.setTypeParser(1700, (v: string) => Number(v));
  const pool = new pgLib.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle pooled connection that the server closes (restart, failover, a dropped database)
  // emits 'error' on the pool; unhandled, that event would crash the process. The pool has
  // already discarded the client and opens a fresh one on the next query.
  pool.on('error', (err) => {
    if (process.env.NODE_ENV !== 'test') console.warn(`postgres: idle connection lost (${err.message})`);
  });
  const self: Db = wrap('postgres', pool, {
    exec: async (sql) => {
      await pool.query(sql);
    },
    exclusive: async (key, fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => { broken = true; });
        }
      } finally {
        // a connection that may still hold the lock is closed, not pooled (closing frees the lock)
        client.release(broken);
      }
    },
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const inner = wrap('postgres', client, {
          exec: async (sql) => {
            await client.query(sql);
          },
          tx: (f) => f(inner),
          exclusive: (k, f) => self.exclusive(k, f),
          close: async () => undefined,
        });
        const out = await fn(inner);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
  return self;
}
