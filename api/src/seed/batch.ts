/**
 * Batch inserts: each chunk of rows travels as one JSON parameter and is expanded by
 * json_populate_recordset, so a chunk is one statement whatever the column count. Columns not
 * present in the rows keep their defaults. Works the same on PGlite and PostgreSQL.
 * Bulk loads of large tables drop their secondary indexes and rebuild them after the load (from
 * their own definitions in pg_indexes, so indexes added by later migrations survive), and skip
 * foreign-key triggers for the load when the connection may.
 */
import type { Db } from '../db/index';

export type SeedRow = Record<string, unknown>;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const CHUNK = 500;

export async function insertRows(db: Db, table: string, rows: readonly SeedRow[], opts: { bulk?: boolean } = {}): Promise<number> {
  if (rows.length === 0) return 0;
  if (!IDENT.test(table)) throw new Error(`bad table name ${table}`);
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  const cols = [...keys];
  for (const c of cols) if (!IDENT.test(c)) throw new Error(`bad column name ${c}`);
  const list = cols.join(', ');
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  await db.tx(async (t) => {
    const indexes = opts.bulk
      ? await t.query<{ indexname: string; indexdef: string }>(
          `SELECT i.indexname, i.indexdef FROM pg_indexes i
            WHERE i.schemaname = current_schema() AND i.tablename = $1
              AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          [table],
        )
      : [];
    for (const ix of indexes) await t.exec(`DROP INDEX "${ix.indexname}"`);
    if (opts.bulk) {
      // like pg_restore --disable-triggers: the generator writes consistent keys, and small seeds
      // (every test) still run with foreign-key checks on. Needs a superuser (PGlite always is).
      const su = await t.one<{ s: boolean }>('SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user');
      if (su?.s) await t.exec('SET LOCAL session_replication_role = replica');
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      await t.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
    }
    for (const ix of indexes) await t.exec(ix.indexdef);
  });
  return rows.length;
}

/** moves a serial column's sequence past the explicit ids written by the seed */
export async function syncSerial(db: Db, table: string, column = 'id'): Promise<void> {
  if (!IDENT.test(table) || !IDENT.test(column)) throw new Error('bad identifier');
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST((SELECT max(${column}) FROM ${table}), 1))`,
  );
}
