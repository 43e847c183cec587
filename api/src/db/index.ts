/**
 * One small database interface over two drivers: PGlite (embedded PostgreSQL, the default,
 * data in DATA_DIR, one process per folder) and PostgreSQL (node-postgres pool, when
 * DATABASE_URL is set). Everything above this file writes plain parameterized PostgreSQL, so
 * both run the same SQL and migrations.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { claimPgliteFolder } from './pglite-folder';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * PostgreSQL: run as the named prepared statement `name`, parsed once per connection and then
   * planned by PostgreSQL's plan cache (a custom plan for each of the first five runs, then the
   * generic plan when it costs no more). The name belongs to this SQL text alone: take it from
   * `statementName(sql)`. Meant for hot statements with a bounded number of texts; past
   * PG_PREPARED_MAX names (default 200) a statement runs unnamed, and PG_PREPARE=0 (a pooler in
   * transaction mode) turns naming off. PGlite ignores it.
   */
  name?: string;
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<T[]>;
  one<T = Row>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<T | undefined>;
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

const names = new Map<string, string>();

/**
 * A prepared statement's name for an SQL text: stable across processes and distinct per text
 * (a hash of it), 27 characters (PostgreSQL keeps 63). Remembered for the texts of the process
 * (a bounded number: a hot statement's text is built from a few shapes).
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
    if (names.size >= 2000) names.clear();
    names.set(sql, name);
  }
  return name;
}

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
/** runs one statement, named (prepared) when `name` is given */
type Runner = (sql: string, params: unknown[], name?: string) => Promise<{ rows: unknown[] }>;

const unnamed = (q: Queryable): Runner => (sql, params) => q.query(sql, params);

function wrap(kind: Db['kind'], run: Runner, extra: Pick<Db, 'exec' | 'tx' | 'exclusive' | 'close' | 'dump'>): Db {
  const query = async <T,>(sql: string, params: readonly unknown[] = [], opts?: QueryOptions) =>
    (await run(sql, params as unknown[], opts?.name)).rows as T[];
  return {
    kind,
    query,
    one: async <T,>(sql: string, params: readonly unknown[] = [], opts?: QueryOptions) => (await query<T>(sql, params, opts))[0],
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
  const self: Db = wrap('pglite', unnamed(pg), {
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
        fn(wrap('pglite', unnamed(t), {
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
  // named statements: parsed once per connection (pg keeps which a connection has), bounded in number
  const prepare = process.env.PG_PREPARE !== '0';
  const preparedMax = Number(process.env.PG_PREPARED_MAX ?? 200);
  const prepared = new Set<string>();
  type PgRunner = {
    query(config: { text: string; values: unknown[]; name: string }): Promise<{ rows: unknown[] }>;
    query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  };
  const named = (q: PgRunner): Runner => (text, values, name) => {
    if (name && prepare && (prepared.has(name) || prepared.size < preparedMax)) {
      prepared.add(name);
      return q.query({ name, text, values });
    }
    // text and values apart: pg copies a config object's properties first
    return q.query(text, values);
  };
  const self: Db = wrap('postgres', named(pool), {
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
        const inner = wrap('postgres', named(client), {
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
