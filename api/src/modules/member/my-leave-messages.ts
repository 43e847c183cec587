/**
 * "My messages elsewhere" (spec 6, the message author): the signed-in member's own messages on
 * listings they do not own, newest first, each with the owner's reply and the listing it is on.
 * Only their author sees this list: it is chosen by the session's account, never by a parameter.
 * Messages on the member's own listings are left out (the inbox lists those listing by listing).
 */
import type { FastifyInstance } from 'fastify';
import { searchMyLeaveMessage, type Language, type MyLeaveMessage } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { requireUser } from './auth';
import { GONE_STATUSES } from './listing-access';
import { listingPath } from './links';
import { MESSAGE_COLUMNS, toLeaveMessage, type MessageRow } from './message-rights';
import { loc, locOrNull, offsetOf } from './util';

interface Row extends MessageRow {
  l_title: unknown;
  l_estate: unknown;
  l_rental_type: number;
  l_status: number;
  l_owner_user_id: number | null;
  l_agent_id: number | null;
  total: number;
}

/** the author's published messages ($1: their user id) on listings they do not own ($2: their agent id, or null) */
const MINE = `FROM leave_messages m JOIN listings l ON l.id = m.listing_id LEFT JOIN estates e ON e.id = l.estate_id
  WHERE m.author_user_id = $1 AND m.status = 'published'
    AND (l.owner_user_id IS NULL OR l.owner_user_id <> $1) AND ($2::int IS NULL OR l.agent_id IS NULL OR l.agent_id <> $2)`;

export function registerMyLeaveMessages(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, searchMyLeaveMessage, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query<Row>(
      `SELECT ${MESSAGE_COLUMNS}, l.title AS l_title, e.name AS l_estate, l.rental_type::int AS l_rental_type, l.status::int AS l_status,
              l.owner_user_id::int AS l_owner_user_id, l.agent_id::int AS l_agent_id, count(*) OVER ()::int AS total
         ${MINE}
        ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
      [user.id, user.agentId, body.pageCount, offsetOf(body)],
    );
    const viewer = { user, visitorId: ctx.visitorId };
    const items: MyLeaveMessage[] = rows.map((r) => {
      const listing = { owner_user_id: r.l_owner_user_id, agent_id: r.l_agent_id };
      const shown = { id: r.listing_id, rental_type: Number(r.l_rental_type) };
      return {
        ...toLeaveMessage(viewer, r, listing),
        listing: {
          listingId: r.listing_id,
          titleWithCulture: loc(r.l_title, ctx.language),
          estateNameWithCulture: locOrNull(r.l_estate, ctx.language),
          rentalType: shown.rental_type,
          path: GONE_STATUSES.has(Number(r.l_status)) ? null : pathOrNull(shown, ctx.language),
        },
      };
    });
    // a page past the end has no rows to carry the total: count it alone
    const total = rows[0]?.total ?? (body.pageIndex > 1 ? await countMine(db, user.id, user.agentId) : 0);
    return { items, total: Number(total), pageIndex: body.pageIndex, pageCount: body.pageCount };
  });
}

/** the listing's page, or null for an id the route table cannot write */
function pathOrNull(listing: { id: string; rental_type: number }, language: Language): string | null {
  try {
    return listingPath(listing, language);
  } catch {
    return null;
  }
}

async function countMine(db: Db, userId: number, agentId: number | null): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n ${MINE}`,
    [userId, agentId],
  );
  return Number(row?.n ?? 0);
}
