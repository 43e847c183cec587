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
import { archive, createDatabase, databaseUrl, dropDatabase, readSnapshots, seedKey } from './snapshots';

export interface TestEnv {
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function freshPostgres(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hh_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await createDatabase(adminUrl, name, template);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A migrated database of this test file's own, seeded with `seedWith` when given. It starts from
 * the run's copies where they fit (snapshots.ts), so seeding with the standard seed is a copy.
 */
export async function createTestDb(seedWith?: SeedOptions): Promise<{ db: Db; drop: () => Promise<void> }> {
  const copies = readSnapshots();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const kind = adminUrl ? 'postgres' : 'pglite';
  const usable = copies?.kind === kind ? copies : undefined;
  const fromSeeded = usable !== undefined && seedWith !== undefined && seedKey(seedWith) === usable.seedKey;
  const template = usable && (fromSeeded ? usable.seeded : usable.migrated);
  let db: Db;
  let drop: () => Promise<void>;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl, template);
    db = await openDb({ databaseUrl: fresh.url });
    drop = async () => { await db.close(); await fresh.drop(); };
  } else {
    db = await openDb({ dataDir: 'memory', snapshot: template ? archive(template) : undefined });
    drop = () => db.close();
  }
  await migrate(db);
  if (seedWith && !fromSeeded) await seed(db, seedWith);
  return { db, drop };
}

/** A migrated database, seeded when `seedWith` is given (small scales keep tests fast). */
export async function createTestEnv(opts: { seedWith?: SeedOptions } = {}): Promise<TestEnv> {
  const { db, drop } = await createTestDb(opts.seedWith);
  const app = await buildApp({ db, dev: true });
  checkAnswersAgainstContracts(app);
  await app.ready();
  return { db, app, close: async () => { await app.close(); await drop(); } };
}
