import type { Db } from '../db/index';

/**
 * Fixed one-minute windows counted in the database, so the limit holds across API processes.
 * Returns 0 when the call may go ahead, else the seconds until the window ends.
 */
export async function checkRateLimit(db: Db, key: string, perMinute: number): Promise<number> {
  const row = await db.one<{ hits: number; reset_in: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, date_trunc('minute', now()), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start = date_trunc('minute', now()) THEN rate_limits.hits + 1 ELSE 1 END,
       window_start = date_trunc('minute', now())
     RETURNING hits, CEIL(EXTRACT(EPOCH FROM (window_start + interval '1 minute' - now())))::int AS reset_in`,
    [key],
  );
  if (!row || row.hits <= perMinute) return 0;
  return Math.max(1, Number(row.reset_in));
}
