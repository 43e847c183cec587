/** GET /api/dev/outbox: the latest outbox rows; a development route (http/dev-routes.ts: DEV_ROUTES=1, loopback only). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';

export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox', async () => {
    const rows = await db.query(
      `SELECT id::int AS id, channel, recipient, subject, body, ref_type, ref_id, status, attempts::int AS attempts,
              error, created_at, sent_at
       FROM outbox ORDER BY id DESC LIMIT 100`,
    );
    return { code: 0, result: rows };
  });
}
