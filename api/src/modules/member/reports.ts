/** Reports (complaints) about a listing: every field and a valid captcha (spec 5). */
import type { FastifyInstance } from 'fastify';
import { addPropertyReport } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { currentActor } from './auth';
import { verifyCaptcha } from './captcha';
import { memberError, memberText } from './errors';

export function registerReports(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, addPropertyReport, async ({ query, body, ctx }) => {
    await verifyCaptcha(db, query);
    const listing = await db.one<{ id: string; listing_no: string }>(
      'SELECT id, listing_no FROM listings WHERE listing_no = $1 OR id = $1 LIMIT 1',
      [body.listingNo],
    );
    // the captcha is spent either way, so a wrong listing number cannot be probed for free
    if (!listing) throw memberError('notFound', 'reportFailed', 'body.listingNo');
    const viewer = await currentActor(ctx);
    const row = await db.one<{ id: number }>(
      `INSERT INTO property_reports (listing_id, listing_no, user_id, visitor_id, contact_name, phone, email, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::int AS id`,
      [listing.id, listing.listing_no, viewer.user?.id ?? null, viewer.visitorId ?? null, body.contactName, body.phone, body.email, body.content],
    );
    return { reportId: Number(row?.id), message: memberText('reportSubmitted', ctx.language) };
  });
}
