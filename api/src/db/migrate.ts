/**
 * Applies MIGRATIONS in order, once each, under an advisory lock so that several API processes
 * starting together against one PostgreSQL do not race. The first-start seed takes the same lock
 * (seedIfEmpty), so a process that starts while another seeds waits for the data.
 */
import type { Db } from './index';
import { MIGRATIONS } from './migrations/index';

/** the advisory lock key of schema changes and the first-start seed */
export const MIGRATION_LOCK = 727274;

export async function migrate(db: Db, migrations = MIGRATIONS): Promise<string[]> {
  const applied: string[] = [];
  await db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await t.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await t.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await t.exec(m.sql);
      await t.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
  });
  return applied;
}
