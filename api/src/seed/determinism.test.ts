import { createTestDb } from '../../test/helpers';
import type { Db } from '../db/index';
import { isIsoDate, todayInHongKong } from './clock';
import { resetCatalog, seed, seedIfEmpty, SEED_TABLES } from './index';
import { Rng } from './prng';

/** one digest per table over every row, in a stable order */
async function digests(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SEED_TABLES) {
    const row = await db.one<{ d: string; n: number }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d, count(*)::int AS n FROM ${table} t`);
    out[table] = `${row?.n}:${row?.d}`;
  }
  return out;
}

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

async function seeded(seedValue: number): Promise<Record<string, string>> {
  await resetCatalog(db);
  await seed(db, { listings: 300, seed: seedValue });
  return digests(db);
}

describe('seed determinism', () => {
  it('gives byte-identical rows for the same seed (after a reset) and different rows for another seed', async () => {
    const a = await seeded(42);
    const b = await seeded(42);
    const c = await seeded(43);
    expect(b).toEqual(a);
    const changed = ['estates', 'deals', 'listings', 'users', 'new_estate_units'].filter((t) => a[t] !== c[t]);
    expect(changed).toEqual(['estates', 'deals', 'listings', 'users', 'new_estate_units']);
    // the reference data does not depend on the seed
    expect(c.regions).toBe(a.regions);
    expect(c.mtr_stations).toBe(a.mtr_stations);
  });
});

describe('the data\'s today', () => {
  it('is the Hong Kong date, checked as a real calendar date', () => {
    expect(todayInHongKong(Date.parse('2027-03-01T15:59:00Z'))).toBe('2027-03-01');
    expect(todayInHongKong(Date.parse('2027-03-01T16:00:00Z'))).toBe('2027-03-02');
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-3-1')).toBe(false);
  });

  it('dates a first-start database from the given day, so its listings are fresh whenever it is created', async () => {
    await resetCatalog(db);
    await db.exec('TRUNCATE regions RESTART IDENTITY CASCADE');
    await seedIfEmpty(db, '2027-06-15');
    const row = await db.one<{ newest: string; expiring: number }>(
      `SELECT to_char(max(published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS newest,
              count(*) FILTER (WHERE status = 4 AND expires_at > timestamptz '2027-06-15')::int AS expiring FROM listings`);
    expect(row?.newest).toBe('2027-06-15');
    expect(row?.expiring).toBeGreaterThan(0);
    await expect(seedIfEmpty(db, 'not a date')).resolves.toBeUndefined(); // not empty any more: nothing to do
  });
});

describe('Rng', () => {
  it('repeats its sequence for a seed and forks independent streams', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Rng(7).fork('x').next()).not.toBe(new Rng(7).fork('y').next());
    const r = new Rng(1);
    for (let i = 0; i < 200; i++) {
      const v = r.int(3, 5);
      expect(v >= 3 && v <= 5 && Number.isInteger(v)).toBe(true);
    }
  });
});
