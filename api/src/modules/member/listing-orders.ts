/**
 * Listing plan orders by bank transfer: the member gets the account (BANK_TRANSFER_BANK,
 * BANK_TRANSFER_NAME, BANK_TRANSFER_ACCOUNT; without them bank transfer is unavailable) and a
 * reference; staff confirm, which marks the order paid and applies the plan in one transaction,
 * once: a second confirmation changes nothing. Card and PayPal are paid through CreatePayment
 * (payments/), registered with these.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { confirmListingOrder, createListingOrder, LISTING_PLANS } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { forbidden, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { invalidateCatalogCaches } from '../catalog/cache';
import { requireUser } from './auth';
import { memberError } from './errors';
import { DELETED } from './own-listing-rules';
import { bankAccount } from './payments/config';
import { lockOrder, markPaid } from './payments/ledger';
import { registerPayments } from './payments/index';

export function registerListingOrders(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, createListingOrder, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const listing = await db.one('SELECT 1 FROM listings WHERE id = $1 AND owner_user_id = $2 AND status <> $3', [body.listingId, user.id, DELETED]);
    if (!listing) throw notFound('body.listingId');
    const account = bankAccount();
    if (body.paymentMethod !== 'bank-transfer' || !account) throw memberError('conflict', 'paymentUnavailable', 'body.paymentMethod');
    // a reference nobody can guess from another: the order number and random letters
    const suffix = randomBytes(4).toString('hex').toUpperCase();
    const row = await db.one<{ id: number }>(
      `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status)
       VALUES ($1, $2, $3, $4, 'bank-transfer', 'pending') RETURNING id::int AS id`,
      [body.listingId, user.id, body.plan, LISTING_PLANS[body.plan]],
    );
    const reference = `HH${row?.id}-${suffix}`;
    await db.query('UPDATE listing_orders SET reference = $2 WHERE id = $1', [row?.id, reference]);
    return { orderId: Number(row?.id), amount: LISTING_PLANS[body.plan], status: 'pending' as const, reference, bankAccount: account };
  });

  registerEndpoint(app, db, confirmListingOrder, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (user.role !== 'admin') throw forbidden();
    const applied = await db.tx(async (t) => {
      const order = await lockOrder(t, body.orderId);
      if (order?.payment_method !== 'bank-transfer') throw notFound('body.orderId');
      return markPaid(t, order, 'bank-transfer', user.id);
    });
    if (applied) invalidateCatalogCaches();
    return { orderId: body.orderId, status: 'paid' as const, applied };
  });

  registerPayments(app, db);
}
