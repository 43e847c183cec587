/**
 * Development routes for the member journeys (http/dev-routes.ts: DEV_ROUTES=1, loopback only):
 * POST /api/dev/staff { email } makes that account staff (the reviewer who approves listings and
 * confirms transfers), POST /api/dev/member-jobs runs the subscription alerts and building
 * watch now instead of at their next ten-minute tick, and POST /api/dev/rate-limits/reset starts
 * every per-minute limit afresh: the journeys all come from one address, and a run of them signs up
 * more accounts in a minute than one visitor may (the limits themselves are proved by the API tests).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index';
import { runBuildingWatch } from './building-watch';
import { runSubscriptionAlerts } from './subscription-alerts';

export function registerDevMemberJobs(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { email?: unknown } }>('/dev/staff', async (req, reply) => {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    const rows = email ? await db.query(`UPDATE users SET role = 'admin' WHERE lower(email) = $1 RETURNING id`, [email]) : [];
    if (rows.length === 0) return reply.status(404).send({ code: 404, message: 'No account has this e-mail' });
    return { code: 0, result: { promoted: rows.length } };
  });

  app.post('/dev/rate-limits/reset', async () => {
    const rows = await db.query('DELETE FROM rate_limits RETURNING key');
    return { code: 0, result: { cleared: rows.length } };
  });

  app.post('/dev/member-jobs', async () => {
    const now = new Date();
    const alerts = await runSubscriptionAlerts(db, now);
    await runBuildingWatch(db, now);
    return { code: 0, result: { alerts } };
  });
}
