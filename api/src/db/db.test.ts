import { createTestDb } from '../../test/helpers';
import { statementName, type Db } from './index';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

describe('database connection', () => {
  it('answers plain and parameterized queries and rolls back a failed transaction', async () => {
    await db.exec('CREATE TABLE t_probe (id int PRIMARY KEY, v text)');
    await db.query('INSERT INTO t_probe VALUES ($1, $2)', [1, 'a']);
    await expect(
      db.tx(async (t) => {
        await t.query('INSERT INTO t_probe VALUES ($1, $2)', [2, 'b']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.query('SELECT id, v FROM t_probe ORDER BY id')).toEqual([{ id: 1, v: 'a' }]);
  });

  it('runs a named (prepared) statement as the unnamed one, again and again', async () => {
    const sql = 'SELECT g AS n, $1::text AS label FROM generate_series(1, $2::int) AS g ORDER BY g';
    const unnamed = await db.query(sql, ['x', 3]);
    expect(unnamed).toEqual([{ n: 1, label: 'x' }, { n: 2, label: 'x' }, { n: 3, label: 'x' }]);
    for (let i = 0; i < 7; i++) expect(await db.query(sql, ['x', 3], { name: statementName(sql) })).toEqual(unnamed);
    expect(await db.one(sql, ['y', 2], { name: statementName(sql) })).toEqual({ n: 1, label: 'y' });
    await db.tx(async (t) => {
      expect(await t.query(sql, ['x', 3], { name: statementName(sql) })).toEqual(unnamed);
    });
  });

  // PostgreSQL only: the server may close an idle pooled connection at any time (restart,
  // failover, an administrator); the process must survive it and the next query must work.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres('survives the server terminating its idle connections', async () => {
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
    const { default: pgLib } = await import('pg');
    const admin = new pgLib.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = (await db.one<{ d: string }>('SELECT current_database() AS d'))!.d;
    const res = await admin.query(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    await admin.end();
    expect(res.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
  });
});
