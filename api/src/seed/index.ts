import type { Db } from '../db/index';

export interface SeedOptions {
  /** number of listings (sale + rent + serviced); estates, deals and the rest scale with it */
  listings: number;
  /** PRNG seed: the same seed gives the same data */
  seed: number;
}
export interface SeedSummary {
  [table: string]: number;
}

export const DEFAULT_SEED: SeedOptions = { listings: 3000, seed: 20240806 };

/** Fills an empty, migrated database deterministically from the reference data. */
export async function seed(_db: Db, _opts: SeedOptions): Promise<SeedSummary> {
  return {};
}

/** Seeds an empty database with the default scale. */
export async function seedIfEmpty(db: Db): Promise<void> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM regions');
  if (row && row.n > 0) return;
  await seed(db, DEFAULT_SEED);
}
