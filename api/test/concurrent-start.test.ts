/**
 * Two API processes starting together on one empty database (spec: first start seeds): both
 * migrate and seed-if-empty at once; both must succeed and the data must be there once.
 * A PGlite folder belongs to one process (PGlite is single-user), so on PGlite the same race is
 * two starts on one open database in one process.
 */
import { openDb, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/index';

const SCALE = { listings: 60, seed: 5 };
const start = async (db: Db) => {
  await migrate(db);
  await seedIfEmpty(db, '2027-01-04', SCALE);
};

async function counts(db: Db) {
  return db.one<{ regions: number; listings: number; users: number }>(
    `SELECT (SELECT count(*)::int FROM regions) AS regions, (SELECT count(*)::int FROM listings) AS listings,
            (SELECT count(*)::int FROM users) AS users`,
  );
}

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

describe('two starts at once on one empty database', () => {
  onPostgres('both succeed on PostgreSQL and the data is seeded once', async () => {
    const { default: pgLib } = await import('pg');
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `hh_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const c = new pgLib.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const a = await openDb({ databaseUrl: url.toString() });
    const b = await openDb({ databaseUrl: url.toString() });
    try {
      const outcome = await Promise.allSettled([start(a), start(b)]);
      expect(outcome.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const once = await counts(a);
      expect(once?.listings).toBe(SCALE.listings);
      // a third start later finds everything done
      await start(b);
      expect(await counts(b)).toEqual(once);
    } finally {
      await a.close();
      await b.close();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  });

  it('both succeed on one open PGlite database and the data is seeded once', async () => {
    const db = await openDb({ dataDir: 'memory' });
    try {
      const outcome = await Promise.allSettled([start(db), start(db)]);
      expect(outcome.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      expect((await counts(db))?.listings).toBe(SCALE.listings);
    } finally {
      await db.close();
    }
  });
});
