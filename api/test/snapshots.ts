/**
 * Test databases start from copies made once per jest run (global-setup.ts): one migrated, one
 * also seeded with the catalog's standard seed. On PGlite a copy is a data folder archive loaded
 * into a new in-memory database (about a second, where initialising an empty cluster takes four
 * and seeding two more); on PostgreSQL it is a template database. Each test file still gets a
 * database of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed, type SeedOptions } from '../src/seed/index';

const ENV = 'HH_TEST_SNAPSHOTS';

export interface Snapshots {
  kind: 'pglite' | 'postgres';
  /** PGlite: archive files; PostgreSQL: template database names */
  migrated: string;
  seeded: string;
  /** the seed options the seeded copy was made with */
  seedKey: string;
}

export function seedKey(opts: SeedOptions): string {
  return JSON.stringify(Object.entries(opts).sort(([a], [b]) => a.localeCompare(b)));
}

/** the copies made for this run, if any (a test run without the global setup makes its own databases) */
export function readSnapshots(): Snapshots | undefined {
  const raw = process.env[ENV];
  return raw ? (JSON.parse(raw) as Snapshots) : undefined;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const { default: pgLib } = await import('pg');
  const admin = new pgLib.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE DATABASE name [TEMPLATE template]; a clone retries while another clone of the same template finishes */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      return;
    } catch (err) {
      const busy = /being accessed by other users/.test(String(err));
      if (!busy || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function prepare(db: Db, seedWith?: SeedOptions): Promise<void> {
  await migrate(db);
  if (seedWith) await seed(db, seedWith);
}

/** makes both copies; `remove` deletes them */
export async function makeSnapshots(seedWith: SeedOptions): Promise<{ snapshots: Snapshots; remove: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const stem = `hh_tpl_${process.pid}`;
    const [migrated, seeded] = [`${stem}_migrated`, `${stem}_seeded`];
    for (const [name, opts] of [[migrated, undefined], [seeded, seedWith]] as const) {
      await createDatabase(adminUrl, name);
      const db = await openDb({ databaseUrl: databaseUrl(adminUrl, name) });
      try {
        await prepare(db, opts);
      } finally {
        await db.close();
      }
    }
    const snapshots: Snapshots = { kind: 'postgres', migrated, seeded, seedKey: seedKey(seedWith) };
    return { snapshots, remove: async () => { for (const name of [migrated, seeded]) await dropDatabase(adminUrl, name); } };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-api-snapshots-'));
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const db = await openDb({ dataDir: 'memory' });
  try {
    await migrate(db);
    fs.writeFileSync(files.migrated, Buffer.from(await (await db.dump!()).arrayBuffer()));
    await seed(db, seedWith);
    fs.writeFileSync(files.seeded, Buffer.from(await (await db.dump!()).arrayBuffer()));
  } finally {
    await db.close();
  }
  const snapshots: Snapshots = { kind: 'pglite', ...files, seedKey: seedKey(seedWith) };
  return { snapshots, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function publish(snapshots: Snapshots): void {
  process.env[ENV] = JSON.stringify(snapshots);
}

export function unpublish(): void {
  delete process.env[ENV];
}

/** a PGlite archive as the Blob PGlite loads */
export function archive(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}
