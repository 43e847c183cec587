/**
 * A member's own listings: preview, post, edit, submit / hide / show / renew / delete by the
 * rules of own-listing-rules, the member-centre list, and staff review. A listing shows in
 * SearchProperty once effective (the catalog caches are cleared when one becomes visible).
 */
import type { FastifyInstance } from 'fastify';
import {
  OWN_LISTING_DAYS,
  OWN_LISTING_STATES as S,
  ownListingAction,
  postOwnListing,
  previewOwnListing,
  reviewListing,
  searchOwnListing,
  updateOwnListing,
} from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { forbidden, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { invalidateCatalogCaches } from '../catalog/cache';
import { requireVerified } from './account';
import { requireUser } from './auth';
import { memberError } from './errors';
import { currentStatus, DELETED, nextStatus, statusAfterEdit } from './own-listing-rules';
import { OWN_COLUMNS, ownListingOf, placeOf, sameButPrice } from './own-listing-store';
import { offsetOf } from './util';

type Row = Record<string, unknown>;
const notAllowed = () => memberError('conflict', 'actionNotAllowed', 'body.listingId');

async function readOwn(db: Db, id: string, userId?: number): Promise<Row> {
  const row = await db.one<Row>(
    `SELECT ${OWN_COLUMNS}, l.owner_user_id FROM listings l WHERE l.id = $1 AND l.status <> $2 ${userId ? 'AND l.owner_user_id = $3' : ''}`,
    userId ? [id, DELETED, userId] : [id, DELETED],
  );
  if (!row) throw notFound('body.listingId');
  return row;
}

/** writes `cols` (a place from placeOf, or a state change) to listing `id` */
async function write(db: Db, id: string, cols: Row): Promise<void> {
  const keys = Object.keys(cols);
  const set = keys.map((k, i) => `${k} = $${i + 2}${k === 'line_ids' ? '::int[]' : ''}`).join(', ');
  await db.query(`UPDATE listings SET ${set}, updated_at = now() WHERE id = $1`, [id, ...keys.map((k) => cols[k])]);
}

export function registerOwnListings(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, previewOwnListing, async ({ body, ctx }) => {
    await requireUser(ctx);
    return ownListingOf({ ...(await placeOf(db, body)), price: body.price, expires_at: null }, ctx.language, false);
  });

  registerEndpoint(app, db, postOwnListing, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    requireVerified(user);
    const place = await placeOf(db, body);
    const n = (await db.one<{ n: string }>("SELECT nextval('own_listing_numbers')::text AS n"))?.n;
    const id = `${body.rentalType === 1 ? 'S' : 'R'}${n}`;
    const cols = { ...place, id, listing_no: `HH${n}`, status: S.awaitingPayment, owner_user_id: user.id, is_owner_listing: true };
    const keys = Object.keys(cols);
    await db.query(
      `INSERT INTO listings (${keys.join(', ')}, published_at, updated_at, expires_at)
       VALUES (${keys.map((k, i) => `$${i + 1}${k === 'line_ids' ? '::int[]' : ''}`).join(', ')}, now(), now(), now())`,
      keys.map((k) => (cols as Row)[k]),
    );
    return ownListingOf(await readOwn(db, id), ctx.language);
  });

  registerEndpoint(app, db, updateOwnListing, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const row = await readOwn(db, body.listingId, user.id);
    const status = currentStatus(Number(row.status), row.expires_at as Date);
    if (status !== S.awaitingPayment && status !== S.notApproved && status !== S.effective) throw notAllowed();
    if (body.listing.rentalType !== Number(row.rental_type)) throw memberError('badRequest', 'errors.invalid', 'body.listing.rentalType');
    const place = await placeOf(db, body.listing);
    const fell = sameButPrice(body.listing, row) && body.listing.price < Number(row.price);
    const next = statusAfterEdit(status, fell);
    const original = fell ? Number(row.original_price ?? row.price) : null;
    await write(db, body.listingId, {
      ...place, status: next, refusal_reason: null, refusal_note: null,
      ...(fell ? { original_price: original, price_reduction_pct: Math.round((1 - body.listing.price / Number(original)) * 10_000) / 100 } : {}),
    });
    if (status === S.effective) invalidateCatalogCaches();
    return ownListingOf(await readOwn(db, body.listingId), ctx.language);
  });

  registerEndpoint(app, db, ownListingAction, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const row = await readOwn(db, body.listingId, user.id);
    const next = nextStatus(currentStatus(Number(row.status), row.expires_at as Date), body.action, row.expires_at as Date);
    if (next === undefined) throw notAllowed();
    if (body.action === 'submit') requireVerified(user);
    const renew = body.action === 'renew' ? { expires_at: new Date(Date.now() + OWN_LISTING_DAYS * 86_400_000) } : {};
    await write(db, body.listingId, { status: next, ...renew });
    invalidateCatalogCaches();
    return next === DELETED ? null : ownListingOf(await readOwn(db, body.listingId), ctx.language);
  });

  registerEndpoint(app, db, searchOwnListing, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const rows = await db.query<Row>(
      `SELECT ${OWN_COLUMNS}, count(*) OVER ()::int AS total FROM listings l WHERE l.owner_user_id = $1 AND l.status <> $2
        ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [user.id, DELETED, body.pageCount, offsetOf(body)],
    );
    return { items: rows.map((r) => ownListingOf(r, ctx.language)), total: Number(rows[0]?.total ?? 0), pageIndex: body.pageIndex, pageCount: body.pageCount };
  });

  registerEndpoint(app, db, reviewListing, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (user.role !== 'admin') throw forbidden();
    const row = await readOwn(db, body.listingId);
    if (Number(row.status) !== S.underReview) throw notAllowed();
    if (!body.approve && !body.reason) throw memberError('badRequest', 'refusalReasonRequired', 'body.reason');
    await write(
      db,
      body.listingId,
      body.approve
        ? { status: S.effective, published_at: new Date(), expires_at: new Date(Date.now() + OWN_LISTING_DAYS * 86_400_000), refusal_reason: null, refusal_note: null }
        : { status: S.notApproved, refusal_reason: body.reason, refusal_note: body.note },
    );
    invalidateCatalogCaches();
    return ownListingOf(await readOwn(db, body.listingId), ctx.language);
  });
}
