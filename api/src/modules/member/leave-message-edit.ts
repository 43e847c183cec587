/** Editing, deleting and replying to messages, by the rights of spec 6 (see message-rights.ts). */
import type { FastifyInstance } from 'fastify';
import { deleteLeaveMessage, normalizeHkMobile, replyLeaveMessage, updateLeaveMessage } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { forbidden } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentActor, requireUser } from './auth';
import { memberError, memberText } from './errors';
import { findMessage } from './leave-messages';
import { MESSAGE_COLUMNS, rightsOver, toLeaveMessage, type MessageRow } from './message-rights';

export function registerLeaveMessageEdits(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, updateLeaveMessage, async ({ body, ctx }) => {
    const viewer = await currentActor(ctx);
    const { m, listing } = await findMessage(db, body.messageId, 'body.messageId');
    if (!rightsOver(viewer, m, listing).edit) throw memberError('forbidden', 'editFailed', 'body.messageId');
    const contact =
      body.contact === undefined ? null : body.contactType === 'phone' ? (normalizeHkMobile(body.contact) ?? body.contact) : body.contact.toLowerCase();
    const row = await db.one<MessageRow>(
      `UPDATE leave_messages m SET content = $2, contact_name = COALESCE($3, contact_name), contact_type = COALESCE($4, contact_type),
         contact = COALESCE($5, contact), owner_only = COALESCE($6, owner_only), updated_at = now()
       WHERE m.id = $1 RETURNING ${MESSAGE_COLUMNS}`,
      [m.id, body.content, body.contactName ?? null, body.contactType ?? null, contact, body.ownerOnly ?? null],
    );
    return toLeaveMessage(viewer, row as MessageRow, listing);
  });

  registerEndpoint(app, db, deleteLeaveMessage, async ({ query, ctx }) => {
    const viewer = await currentActor(ctx);
    const { m, listing } = await findMessage(db, query.messageId, 'query.messageId');
    if (!rightsOver(viewer, m, listing).delete) throw forbidden();
    await db.query(`UPDATE leave_messages SET status = 'deleted', deleted_at = now(), updated_at = now() WHERE id = $1`, [m.id]);
    return { deleted: true, message: memberText('messageDeleted', ctx.language) };
  });

  registerEndpoint(app, db, replyLeaveMessage, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const viewer = { user, visitorId: ctx.visitorId };
    const { m, listing } = await findMessage(db, body.messageId, 'body.messageId');
    if (!rightsOver(viewer, m, listing).reply) throw forbidden();
    const row = await db.one<MessageRow>(
      `UPDATE leave_messages m SET reply = $2, replied_at = now(), updated_at = now() WHERE m.id = $1 RETURNING ${MESSAGE_COLUMNS}`,
      [m.id, body.reply],
    );
    return toLeaveMessage(viewer, row as MessageRow, listing);
  });
}
