/**
 * npm run seed -w api -- --listings N --seed S [--today yyyy-mm-dd] [--reset]
 * Opens the database like server.ts (DATABASE_URL, or PGlite in DATA_DIR, default .data),
 * migrates, optionally empties the catalog tables, seeds and prints counts and seconds.
 */
import { openDb } from '../db/index';
import { migrate, MIGRATION_LOCK } from '../db/migrate';
import { isIsoDate, todayInHongKong } from './clock';
import { DEFAULT_SEED, resetCatalog, seed } from './index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const listings = Number(arg('listings') ?? DEFAULT_SEED.listings);
  const seedValue = Number(arg('seed') ?? DEFAULT_SEED.seed);
  const today = arg('today') ?? (process.env.SEED_TODAY || todayInHongKong());
  if (!Number.isInteger(listings) || listings < 1 || !Number.isInteger(seedValue) || !isIsoDate(today)) {
    throw new Error('usage: --listings <positive integer> --seed <integer> [--today yyyy-mm-dd] [--reset]');
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
  try {
    await migrate(db);
    // under the lock of migrations and the first-start seed: an API starting meanwhile waits
    const started = Date.now();
    const summary = await db.exclusive(MIGRATION_LOCK, async () => {
      if (process.argv.includes('--reset')) {
        await resetCatalog(db);
        console.log('[seed] catalog tables emptied');
      } else {
        const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM regions');
        if (row && row.n > 0) throw new Error('the database already has data; pass --reset to replace it');
      }
      return seed(db, { listings, seed: seedValue, today, log: (l) => console.log(`[seed] ${l}`) });
    });
    const seconds = (Date.now() - started) / 1000;
    for (const [table, n] of Object.entries(summary)) console.log(`${table.padEnd(26)} ${String(n).padStart(9)}`);
    console.log(`[seed] ${listings} listings, seed ${seedValue}, dated ${today}: ${seconds.toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error('[seed] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
