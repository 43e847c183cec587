/**
 * Listing plan orders by bank transfer: the member gets the account (BANK_TRANSFER_BANK,
 * BANK_TRANSFER_NAME, BANK_TRANSFER_ACCOUNT; without them bank transfer is unavailable) and a
 * reference; staff confirm, which marks the order paid and applies the plan in one transaction,
 * once: a second confirmation changes nothing. Card and PayPal answer paymentUnavailable here.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { confirmListingOrder, createListingOrder, LISTING_PLANS, type ListingPlan } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { forbidden, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { invalidateCatalogCaches } from '../catalog/cache';
import { requireUser } from './auth';
import { memberError } from './errors';
import { DELETED } from './own-listing-rules';

export function bankAccount(env: NodeJS.ProcessEnv = process.env) {
  const [bankName, accountName, accountNumber] = [env.BANK_TRANSFER_BANK, env.BANK_TRANSFER_NAME, env.BANK_TRANSFER_ACCOUNT].map((v) => v?.trim());
  return bankName && accountName && accountNumber ? { bankName, accountName, accountNumber } : undefined;
}

const APPLY: Record<ListingPlan, string> = {
  premium: 'UPDATE listings SET premium = true, updated_at = now() WHERE id = $1',
  promotion: 'UPDATE listings SET top_type = 3, updated_at = now() WHERE id = $1',
};

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
      const order = await t.one<{ listing_id: string; method: string; status: string }>(
        "SELECT listing_id, method, status FROM listing_orders WHERE id = $1 AND payment_method = 'bank-transfer' FOR UPDATE",
        [body.orderId],
      );
      if (!order) throw notFound('body.orderId');
      if (order.status === 'paid') return false;
      await t.query("UPDATE listing_orders SET status = 'paid', paid_at = now(), confirmed_by = $2 WHERE id = $1", [body.orderId, user.id]);
      await t.query(APPLY[order.method as ListingPlan], [order.listing_id]);
      return true;
    });
    if (applied) invalidateCatalogCaches();
    return { orderId: body.orderId, status: 'paid' as const, applied };
  });
}
