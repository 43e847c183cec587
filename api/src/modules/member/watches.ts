/** Building watch endpoints: follow an estate or block, list and stop, and the member centre's notices. */
import type { FastifyInstance } from 'fastify';
import {
  addBuildingWatch,
  BUILDING_WATCH_LIMIT,
  deleteBuildingWatch,
  getBuildingWatches,
  readMemberNotice,
  searchMemberNotice,
  type BuildingWatch,
  type Language,
} from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { requireUser } from './auth';
import { memberError } from './errors';
import { noticeOf, NOTICE_COLUMNS, type NoticeRow } from './notice-text';
import { iso, locOrNull, loc, offsetOf } from './util';

type Row = Record<string, unknown>;
const WATCH = `SELECT w.id::int AS id, w.estate_id, w.building_id, w.created_at, e.name AS estate_name, b.name AS building_name
  FROM building_watches w JOIN estates e ON e.id = w.estate_id LEFT JOIN estate_buildings b ON b.id = w.building_id`;

const toWatch = (r: Row, language: Language): BuildingWatch => ({
  watchId: Number(r.id),
  estateId: Number(r.estate_id),
  estateNameWithCulture: loc(r.estate_name, language),
  buildingId: r.building_id === null ? null : Number(r.building_id),
  buildingNameWithCulture: locOrNull(r.building_name, language),
  createdAt: iso(r.created_at),
});

export function registerWatches(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, addBuildingWatch, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const place = body.buildingId
      ? await db.one('SELECT 1 FROM estate_buildings WHERE id = $1 AND estate_id = $2', [body.buildingId, body.estateId])
      : await db.one('SELECT 1 FROM estates WHERE id = $1', [body.estateId]);
    if (!place) throw notFound(body.buildingId ? 'body.buildingId' : 'body.estateId');
    const id = await db.tx(async (t) => {
      await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`watches:${user.id}`]);
      const have = await t.one<{ id: number }>(
        'SELECT id::int AS id FROM building_watches WHERE user_id = $1 AND estate_id = $2 AND COALESCE(building_id, 0) = $3',
        [user.id, body.estateId, body.buildingId ?? 0],
      );
      if (have) return have.id;
      const n = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM building_watches WHERE user_id = $1', [user.id]);
      if ((n?.n ?? 0) >= BUILDING_WATCH_LIMIT) throw memberError('conflict', 'watchLimit');
      // deals already recorded are not news: the watch starts after the newest one
      const row = await t.one<{ id: number }>(
        `INSERT INTO building_watches (user_id, estate_id, building_id, language, last_deal_id)
         VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(id), 0) FROM deals WHERE estate_id = $2)) RETURNING id::int AS id`,
        [user.id, body.estateId, body.buildingId ?? null, ctx.language],
      );
      return Number(row?.id);
    });
    return toWatch((await db.one<Row>(`${WATCH} WHERE w.id = $1`, [id])) as Row, ctx.language);
  });

  registerEndpoint(app, db, getBuildingWatches, async ({ ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query<Row>(`${WATCH} WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC`, [user.id]);
    return { items: rows.map((r) => toWatch(r, ctx.language)), limit: BUILDING_WATCH_LIMIT };
  });

  registerEndpoint(app, db, deleteBuildingWatch, async ({ query, ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query('DELETE FROM building_watches WHERE id = $1 AND user_id = $2 RETURNING id', [query.watchId, user.id]);
    if (!rows.length) throw notFound('query.watchId');
    return { deleted: true };
  });

  registerEndpoint(app, db, searchMemberNotice, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const unreadOnly = body.unreadOnly ? 'AND n.read_at IS NULL' : '';
    const rows = await db.query<NoticeRow>(
      `SELECT ${NOTICE_COLUMNS}, count(*) OVER ()::int AS total FROM member_notices n JOIN estates e ON e.id = n.estate_id
        LEFT JOIN listings l ON l.id = n.listing_id LEFT JOIN deals d ON d.id = n.deal_id LEFT JOIN estate_buildings b ON b.id = d.building_id
        WHERE n.user_id = $1 ${unreadOnly} ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
      [user.id, body.pageCount, offsetOf(body)],
    );
    const unread = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM member_notices WHERE user_id = $1 AND read_at IS NULL', [user.id]);
    return {
      items: rows.map((r) => noticeOf(r, ctx.language)),
      total: Number(rows[0]?.total ?? 0),
      pageIndex: body.pageIndex,
      pageCount: body.pageCount,
      unread: Number(unread?.n ?? 0),
    };
  });

  registerEndpoint(app, db, readMemberNotice, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const rows = body.noticeIds
      ? await db.query('UPDATE member_notices SET read_at = now() WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL RETURNING id', [user.id, body.noticeIds])
      : await db.query('UPDATE member_notices SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [user.id]);
    return { updated: rows.length };
  });
}
