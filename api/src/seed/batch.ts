/**
 * Batch inserts: each chunk of rows travels as one JSON parameter and is expanded by
 * json_populate_recordset, so a chunk is one statement whatever the column count. Columns not
 * present in the rows keep their defaults. Works the same on PGlite and PostgreSQL.
 */
import type { Db } from '../db/index';

export type SeedRow = Record<string, unknown>;

const IDENT = /^[a-z_][a-z0-9_]*$/;

export async function insertRows(db: Db, table: string, rows: readonly SeedRow[], chunk = 2000): Promise<number> {
  if (rows.length === 0) return 0;
  if (!IDENT.test(table)) throw new Error(`bad table name ${table}`);
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  const cols = [...keys];
  for (const c of cols) if (!IDENT.test(c)) throw new Error(`bad column name ${c}`);
  const list = cols.join(', ');
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  await db.tx(async (t) => {
    for (let i = 0; i < rows.length; i += chunk) {
      await t.query(sql, [JSON.stringify(rows.slice(i, i + chunk))]);
    }
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
