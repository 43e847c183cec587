/**
 * Test harness: a migrated database (a fresh in-memory PGlite, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL) and the app built on it.
 */
import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { seed, type SeedOptions } from '../src/seed/index';
import { checkAnswersAgainstContracts } from './contract-check';

export interface TestEnv {
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pgLib } = await import('pg');
  const name = `hh_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pgLib.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pgLib.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { url, drop } = await freshPostgres(adminUrl);
    const db = await openDb({ databaseUrl: url });
    await migrate(db);
    return { db, drop: async () => { await db.close(); await drop(); } };
  }
  const db = await openDb({ dataDir: 'memory' });
  await migrate(db);
  return { db, drop: () => db.close() };
}

/** A migrated database, seeded when `seedWith` is given (small scales keep tests fast). */
export async function createTestEnv(opts: { seedWith?: SeedOptions } = {}): Promise<TestEnv> {
  const { db, drop } = await createTestDb();
  if (opts.seedWith) await seed(db, opts.seedWith);
  const app = await buildApp({ db, dev: true });
  checkAnswersAgainstContracts(app);
  await app.ready();
  return { db, app, close: async () => { await app.close(); await drop(); } };
}
