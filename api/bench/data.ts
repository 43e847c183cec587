/**
 * The benchmark database, seeded once with 100,000 listings and reused while its marker says it
 * holds that scale (seeding takes minutes; a run should not): by default PGlite in a temp folder
 * (the marker is a file beside it); with BENCH_DATABASE_URL a PostgreSQL database (an empty
 * database of its own: the marker is a one-row table `harbourhome_bench` in it, and the database
 * is emptied and seeded again when that marker differs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';

export const BENCH_LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SEED = 20240806;

/** PostgreSQL to measure instead of PGlite (the production store) */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;

export function benchDataDir(): string {
  return process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `harbourhome-bench-${BENCH_LISTINGS}`);
}

export type BenchData = { dir: string; databaseUrl?: string; seededNow: boolean; seconds: number };

/** Where the API and the back-test open the benchmark data. */
export const openBenchDb = (data: BenchData): Promise<Db> =>
  openDb(data.databaseUrl ? { databaseUrl: data.databaseUrl } : { dataDir: path.join(data.dir, 'pgdata') });

type Marker = { listings: number; seed: number };
const matches = (m: Marker | undefined) => m?.listings === BENCH_LISTINGS && m.seed === SEED;

async function seedInto(db: Db): Promise<{ seconds: number; summary: unknown }> {
  const started = Date.now();
  await migrate(db);
  const summary = await seed(db, { listings: BENCH_LISTINGS, seed: SEED, log: (line) => console.log(`[bench] ${line}`) });
  await db.exec('VACUUM ANALYZE');
  return { seconds: Math.round((Date.now() - started) / 1000), summary };
}

async function ensurePostgres(url: string): Promise<BenchData> {
  const db = await openDb({ databaseUrl: url });
  try {
    const [table] = await db.query<{ t: string | null }>(`SELECT to_regclass('harbourhome_bench')::text AS t`);
    const marker = table?.t ? (await db.one<{ marker: Marker }>('SELECT marker FROM harbourhome_bench'))?.marker : undefined;
    if (matches(marker)) return { dir: benchDataDir(), databaseUrl: url, seededNow: false, seconds: 0 };
    const tables = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (!table?.t && Number(tables?.n ?? 0) > 0) {
      throw new Error('BENCH_DATABASE_URL names a database that holds tables and is not a benchmark database: give the benchmark an empty database of its own');
    }
    console.log(`[bench] seeding ${BENCH_LISTINGS} listings into PostgreSQL (once; reused by later runs)`);
    // an empty schema: the benchmark database holds nothing else
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const { seconds, summary } = await seedInto(db);
    await db.exec('CREATE TABLE harbourhome_bench (marker jsonb NOT NULL)');
    await db.query('INSERT INTO harbourhome_bench (marker) VALUES ($1)', [{ listings: BENCH_LISTINGS, seed: SEED, seconds, summary }]);
    return { dir: benchDataDir(), databaseUrl: url, seededNow: true, seconds };
  } finally {
    await db.close();
  }
}

export async function ensureBenchData(): Promise<BenchData> {
  if (BENCH_DATABASE_URL) return ensurePostgres(BENCH_DATABASE_URL);
  const dir = benchDataDir();
  const marker = path.join(dir, 'harbourhome-bench.json');
  if (fs.existsSync(marker) && matches(JSON.parse(fs.readFileSync(marker, 'utf8')) as Marker)) {
    return { dir, seededNow: false, seconds: 0 };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`[bench] seeding ${BENCH_LISTINGS} listings into ${dir} (once; reused by later runs)`);
  const db = await openDb({ dataDir: path.join(dir, 'pgdata') });
  const { seconds, summary } = await seedInto(db).finally(() => db.close());
  fs.writeFileSync(marker, JSON.stringify({ listings: BENCH_LISTINGS, seed: SEED, seconds, summary }, null, 2));
  return { dir, seededNow: true, seconds };
}
