/** Members rate listings, agents and estates (1 to 5), one rating each, changeable. */
import type { FastifyInstance } from 'fastify';
import { addOrUpdateUserEvaluate, getUserEvaluate } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentUser, requireUser } from './auth';
import { iso } from './util';

type Target = { targetType: 'listing' | 'agent' | 'estate'; targetId: string };

async function targetExists(db: Db, t: Target): Promise<boolean> {
  const sql = {
    listing: 'SELECT 1 FROM listings WHERE id = $1',
    agent: 'SELECT 1 FROM agents WHERE id::text = $1',
    estate: 'SELECT 1 FROM estates WHERE id::text = $1',
  }[t.targetType];
  return Boolean(await db.one(sql, [t.targetId]));
}

async function evaluation(db: Db, t: Target, userId: number | undefined) {
  const stats = await db.one<{ average: number | null; count: number }>(
    `SELECT round(avg(score)::numeric, 2)::float8 AS average, count(*)::int AS count
     FROM user_evaluations WHERE target_type = $1 AND target_id = $2`,
    [t.targetType, t.targetId],
  );
  const mine =
    userId === undefined
      ? undefined
      : await db.one<{ score: number; comment: string; updated_at: unknown }>(
          'SELECT score::int AS score, comment, updated_at FROM user_evaluations WHERE target_type = $1 AND target_id = $2 AND user_id = $3',
          [t.targetType, t.targetId, userId],
        );
  return {
    targetType: t.targetType,
    targetId: t.targetId,
    average: stats?.average ?? null,
    count: Number(stats?.count ?? 0),
    mine: mine ? { score: Number(mine.score), comment: mine.comment, updatedAt: iso(mine.updated_at) } : null,
  };
}

export function registerEvaluations(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getUserEvaluate, async ({ body, ctx }) => evaluation(db, body, (await currentUser(ctx))?.id));

  registerEndpoint(app, db, addOrUpdateUserEvaluate, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (!(await targetExists(db, body))) throw notFound('body.targetId');
    await db.query(
      `INSERT INTO user_evaluations (user_id, target_type, target_id, score, comment) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET score = EXCLUDED.score, comment = EXCLUDED.comment, updated_at = now()`,
      [user.id, body.targetType, body.targetId, body.score, body.comment],
    );
    return evaluation(db, body, user.id);
  });
}
