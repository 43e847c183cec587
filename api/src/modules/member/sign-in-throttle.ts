/**
 * Failed sign-ins per account, whatever the address they come from (the per-address limit of
 * SignIn does not stop a spread-out guesser). Five failures are free; each further one closes
 * the account's sign-in for a growing while (15 s, 30 s, 1 min, 2 min), and from the tenth on
 * for 15 minutes each. While closed, SignIn answers 429 with Retry-After and checks no password.
 * A success clears the count; a day without failures forgets it. Kept in the database, so every
 * API process shares it. Accounts that do not exist count alike, so the answer tells nothing.
 */
import type { FastifyInstance } from 'fastify';
import { MEMBER_MESSAGES } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { ApiError } from '../../http/errors';

export const FREE_FAILURES = 5;
const HARD_FROM = 10;
const HARD_SECONDS = 15 * 60;

/** how long the account stays closed after its `failures`-th failure in a row */
export function lockSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  if (failures >= HARD_FROM) return HARD_SECONDS;
  return 15 * 2 ** (failures - FREE_FAILURES - 1);
}

export const accountKey = (account: { kind: 'email' | 'phone'; value: string }) => `${account.kind}:${account.value}`;

/**
 * Takes one attempt for `account`: counted as a failure at once (so that attempts arriving
 * together are all counted), and cleared by signInSucceeded. Throws 429 while the account is closed.
 */
export async function takeSignInAttempt(db: Db, account: string): Promise<void> {
  const wait = await db.tx(async (t) => {
    await t.query('INSERT INTO sign_in_failures (account) VALUES ($1) ON CONFLICT (account) DO NOTHING', [account]);
    const row = await t.one<{ failures: number; stale: boolean; wait: number }>(
      `SELECT failures, last_failure_at < now() - interval '1 day' AS stale,
              COALESCE(CEIL(EXTRACT(EPOCH FROM (locked_until - now()))), 0)::int AS wait
         FROM sign_in_failures WHERE account = $1 FOR UPDATE`,
      [account],
    );
    if (!row) throw new Error('sign_in_failures row vanished');
    if (row.wait > 0) return row.wait;
    const failures = row.stale ? 1 : row.failures + 1;
    const lock = lockSeconds(failures);
    await t.query(
      `UPDATE sign_in_failures SET failures = $2, last_failure_at = now(),
              locked_until = CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3::int) END
        WHERE account = $1`,
      [account, failures, lock],
    );
    return 0;
  });
  if (wait > 0) throw new ApiError('tooManyRequests', 'signInLocked', { seconds: wait }, 'body.account', MEMBER_MESSAGES);
}

export async function signInSucceeded(db: Db, account: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE account = $1', [account]);
}

/**
 * Forgets the counts a day without failures has made moot (a guesser spraying made-up accounts
 * would otherwise grow the table for ever). SignIn runs it on about one call in PRUNE_EVERY.
 */
export const PRUNE_EVERY = 200;
export async function pruneSignInFailures(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM sign_in_failures
      WHERE last_failure_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now()) RETURNING account`,
  );
  return rows.length;
}

/** A 429 that says how long to wait sends it as Retry-After too (before the error handler answers). */
export function sendRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof ApiError && err.status === 429 && typeof err.params.seconds === 'number' && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(err.params.seconds));
    }
  });
}
