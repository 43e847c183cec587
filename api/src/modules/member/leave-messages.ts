/** Leaving and reading messages on a listing (spec 3.2, 5, 6). */
import type { FastifyInstance } from 'fastify';
import { addLeaveMessage, getLeaveMessageById, normalizeHkMobile, searchLeaveMessage } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { forbidden, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentActor } from './auth';
import { verifyCaptcha } from './captcha';
import { memberError, memberText } from './errors';
import { findListing, GONE_STATUSES, type ListingRow } from './listing-access';
import { queueMessageNotice } from './message-notice';
import { MESSAGE_COLUMNS, rightsOver, toLeaveMessage, type MessageRow, type Viewer } from './message-rights';
import { offsetOf } from './util';

/** A message with its listing, or 404 when it does not exist or was deleted. */
export async function findMessage(db: Db, id: number, field: string): Promise<{ m: MessageRow; listing: ListingRow }> {
  const m = await db.one<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM leave_messages m WHERE m.id = $1 AND m.status = 'published'`, [id]);
  if (!m) throw notFound(field);
  return { m, listing: await findListing(db, m.listing_id, field) };
}

export function registerLeaveMessages(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, addLeaveMessage, async ({ query, body, ctx }) => {
    const viewer = await currentActor(ctx);
    if (!viewer.user && !viewer.visitorId) throw memberError('badRequest', 'visitorRequired', 'headers.visitorId');
    const listing = await findListing(db, body.listingId);
    if (GONE_STATUSES.has(listing.status)) throw memberError('notFound', 'propertyNotFound', 'body.listingId');
    await verifyCaptcha(db, query);
    const contact = body.contactType === 'phone' ? (normalizeHkMobile(body.contact) ?? body.contact) : body.contact.toLowerCase();
    const id = await db.tx(async (t) => {
      const row = await t.one<{ id: number }>(
        `INSERT INTO leave_messages (listing_id, author_user_id, author_visitor_id, contact_name, contact_type, contact, content,
           sms_notice, owner_only, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::int AS id`,
        [listing.id, viewer.user?.id ?? null, viewer.user ? null : viewer.visitorId, body.contactName, body.contactType, contact,
          body.content, body.smsNotice, body.ownerOnly, ctx.language],
      );
      if (!row) throw memberError('internal', 'messageFailed');
      await queueMessageNotice(t, listing, { id: Number(row.id), contactName: body.contactName, contact, content: body.content, smsNotice: body.smsNotice });
      return Number(row.id);
    });
    return { messageId: id, message: memberText('messageLeft', ctx.language) };
  });

  registerEndpoint(app, db, searchLeaveMessage, async ({ body, ctx }) => {
    const viewer: Viewer = await currentActor(ctx);
    const listing = await findListing(db, body.listingId);
    // owner-only messages are counted and listed for the owner, and for their own author
    const rows = await db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM leave_messages m WHERE m.listing_id = $1 AND m.status = 'published'
       ORDER BY m.created_at DESC, m.id DESC`,
      [listing.id],
    );
    const visible = rows.filter((m) => rightsOver(viewer, m, listing).see);
    const page = visible.slice(offsetOf(body), offsetOf(body) + body.pageCount);
    return {
      items: page.map((m) => toLeaveMessage(viewer, m, listing)),
      total: visible.length,
      pageIndex: body.pageIndex,
      pageCount: body.pageCount,
    };
  });

  registerEndpoint(app, db, getLeaveMessageById, async ({ query, ctx }) => {
    const viewer = await currentActor(ctx);
    const { m, listing } = await findMessage(db, query.leaveMessageId, 'query.leaveMessageId');
    if (!rightsOver(viewer, m, listing).see) throw forbidden();
    return toLeaveMessage(viewer, m, listing);
  });
}
