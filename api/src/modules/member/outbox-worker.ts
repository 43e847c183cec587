/**
 * Sends the outbox. Each round claims due rows with FOR UPDATE SKIP LOCKED (so several API
 * processes never take the same row), marks them 'sending', sends them outside the
 * transaction, then records 'sent' or schedules a retry (2, 4, 8, 16 minutes; 'failed' after 5
 * attempts). Rows left 'sending' by a crashed process are taken back after 10 minutes.
 */
import type { Db } from '../../db/index';
import { transportsFromEnv, type OutgoingMessage, type Transports } from './transports';

export const MAX_ATTEMPTS = 5;

interface Claimed extends OutgoingMessage {
  id: number;
  channel: 'email' | 'sms';
  attempts: number;
}

export async function runOutboxOnce(db: Db, transports: Transports, batch = 20): Promise<{ sent: number; failed: number }> {
  const channels = (['email', 'sms'] as const).filter((c) => transports[c]);
  if (!channels.length) return { sent: 0, failed: 0 };
  const claimed = await db.tx(async (t) => {
    await t.query(
      `UPDATE outbox SET status = 'pending', locked_at = NULL WHERE status = 'sending' AND locked_at < now() - interval '10 minutes'`,
    );
    const rows = await t.query<Claimed>(
      `SELECT id::int AS id, channel, recipient, subject, body, attempts FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= now() AND channel = ANY($1::text[])
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [channels, batch],
    );
    if (rows.length) {
      await t.query(`UPDATE outbox SET status = 'sending', locked_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`, [
        rows.map((r) => r.id),
      ]);
    }
    return rows;
  });
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    try {
      await (transports[m.channel] as NonNullable<Transports['email']>)(m);
      await db.query(`UPDATE outbox SET status = 'sent', sent_at = now(), locked_at = NULL, error = NULL WHERE id = $1`, [m.id]);
      sent++;
    } catch (err) {
      failed++;
      await db.query(
        `UPDATE outbox SET status = CASE WHEN attempts >= $2 THEN 'failed' ELSE 'pending' END, locked_at = NULL,
           next_attempt_at = now() + make_interval(mins => power(2, attempts)::int), error = $3
         WHERE id = $1`,
        [m.id, MAX_ATTEMPTS, String((err as Error).message ?? err).slice(0, 500)],
      );
    }
  }
  return { sent, failed };
}

/** Starts sending every `intervalMs` (default 5 s); server.ts calls this once. */
export function startOutboxWorker(
  db: Db,
  opts: { intervalMs?: number; transports?: Transports; log?: (msg: string) => void } = {},
): { stop: () => Promise<void> } {
  const transports = opts.transports ?? transportsFromEnv();
  const log = opts.log ?? ((msg: string) => console.error(msg));
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runOutboxOnce(db, transports)
      .catch((err) => log(`[outbox] round failed: ${(err as Error).message}`))
      .finally(() => {
        busy = false;
      });
  }, opts.intervalMs ?? 5000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
