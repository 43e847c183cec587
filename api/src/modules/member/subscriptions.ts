/** Saved-search subscriptions of members (at most 10) and e-mail subscriptions (idempotent). */
import type { FastifyInstance } from 'fastify';
import {
  addUserEmailSubscribe,
  addUserSubscribe,
  deleteUserSubscribe,
  getUserDefaultSubscribe,
  getUserSubscribesV2,
  SUBSCRIPTION_LIMIT,
  type Language,
  type Subscription,
} from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentUser, requireUser } from './auth';
import { memberError, memberText } from './errors';
import { enqueue, siteUrl } from './outbox';
import { iso, locOrNull } from './util';

type Row = Record<string, unknown>;
const COLUMNS = `s.id::int AS id, s.name, s.property_type, s.property_category, s.district_code, s.filter, s.search_conditions,
  s.created_at, r.name AS district_name`;
const FROM = 'user_subscriptions s LEFT JOIN regions r ON r.code = s.district_code';

function toSubscription(r: Row, language: Language): Subscription {
  return {
    subscribeId: Number(r.id),
    name: String(r.name),
    propertyType: r.property_type as Subscription['propertyType'],
    propertyCategory: r.property_category === null ? null : Number(r.property_category),
    districtCode: (r.district_code as string | null) ?? null,
    districtNameWithCulture: locOrNull(r.district_name, language),
    filter: (r.filter as Record<string, unknown>) ?? {},
    searchConditions: String(r.search_conditions ?? ''),
    createdAt: iso(r.created_at),
  };
}

const WELCOME = {
  subject: '港居 HarbourHome：已接受訂閱 / Subscription accepted',
  body: (site: string) =>
    [
      '多謝訂閱港居的物業資訊，我們會把最新消息寄到這個電郵地址。',
      'Thank you for subscribing to HarbourHome property news. We will send the latest news to this address.',
      site,
    ].join('\n\n'),
};

export function registerSubscriptions(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, addUserSubscribe, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (body.districtCode && !(await db.one('SELECT 1 FROM regions WHERE code = $1', [body.districtCode]))) throw notFound('body.districtCode');
    const row = await db.tx(async (t) => {
      await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscriptions:${user.id}`]);
      const count = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM user_subscriptions WHERE user_id = $1', [user.id]);
      if ((count?.n ?? 0) >= SUBSCRIPTION_LIMIT) throw memberError('conflict', 'subscriptionLimit');
      const inserted = await t.one<{ id: number }>(
        `INSERT INTO user_subscriptions (user_id, name, property_type, property_category, district_code, filter, search_conditions, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::int AS id`,
        [user.id, body.name, body.propertyType, body.propertyCategory ?? null, body.districtCode ?? null, JSON.stringify(body.filter),
          body.searchConditions, ctx.language],
      );
      return t.one<Row>(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = $1`, [inserted?.id]);
    });
    return toSubscription(row as Row, ctx.language);
  });

  registerEndpoint(app, db, getUserSubscribesV2, async ({ ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`, [user.id]);
    return { items: rows.map((r) => toSubscription(r, ctx.language)), limit: SUBSCRIPTION_LIMIT };
  });

  registerEndpoint(app, db, getUserDefaultSubscribe, async ({ query, ctx }) => {
    const user = await requireUser(ctx);
    const row = await db.one<Row>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE s.user_id = $1 AND s.property_type = $2 ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
      [user.id, query.propertyType],
    );
    return row ? toSubscription(row, ctx.language) : null;
  });

  registerEndpoint(app, db, deleteUserSubscribe, async ({ query, ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query('DELETE FROM user_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id', [query.subscribeId, user.id]);
    if (!rows.length) throw notFound('query.subscribeId');
    return { deleted: true };
  });

  registerEndpoint(app, db, addUserEmailSubscribe, async ({ body, ctx }) => {
    const user = await currentUser(ctx);
    const created = await db.tx(async (t) => {
      const rows = await t.query(
        'INSERT INTO email_subscriptions (email, user_id, language) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING email',
        [body.email, user?.id ?? null, ctx.language],
      );
      if (rows.length) {
        await enqueue(t, {
          channel: 'email',
          recipient: body.email,
          subject: WELCOME.subject,
          body: WELCOME.body(siteUrl()),
          refType: 'email_subscription',
          refId: body.email,
        });
      }
      return rows.length > 0;
    });
    return { subscribed: true, created, message: memberText('emailSubscribed', ctx.language) };
  });
}
