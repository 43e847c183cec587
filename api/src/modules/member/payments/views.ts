/**
 * What the pages read of payments: GetPaymentMethods (the ways configured), GetOrderPayment (one
 * order, to its owner or staff; a stranger gets 404, as for an order that does not exist) and,
 * for staff, SearchPendingTransfers: bank transfers awaiting confirmation, those with a proof first.
 */
import type { FastifyInstance } from 'fastify';
import { getOrderPayment, getPaymentMethods, searchPendingTransfers } from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import { forbidden, notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register';
import { requireUser } from '../auth';
import { offsetOf } from '../util';
import { bankAccount, payPalConfig, stripeConfig } from './config';
import { ORDER_VIEW_SELECT, toOrderPayment, type OrderViewRow } from './order-view';

const PENDING_TRANSFER = "o.status = 'pending' AND o.payment_method = 'bank-transfer'";

export function registerPaymentViews(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, getPaymentMethods, async ({ ctx }) => {
    await requireUser(ctx);
    return { bankTransfer: bankAccount() ?? null, card: stripeConfig() !== undefined, paypal: payPalConfig() !== undefined };
  });

  registerEndpoint(app, db, getOrderPayment, async ({ query, ctx }) => {
    const user = await requireUser(ctx);
    const row = await db.one<OrderViewRow>(`${ORDER_VIEW_SELECT} WHERE o.id = $1`, [query.orderId]);
    if (!row || (row.member_id !== user.id && user.role !== 'admin')) throw notFound('query.orderId');
    return toOrderPayment(row);
  });

  registerEndpoint(app, db, searchPendingTransfers, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    if (user.role !== 'admin') throw forbidden();
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM listing_orders o WHERE ${PENDING_TRANSFER}`);
    const rows = await db.query<OrderViewRow>(
      `${ORDER_VIEW_SELECT} WHERE ${PENDING_TRANSFER}
       ORDER BY (p.key IS NULL), COALESCE(p.uploaded_at, o.created_at), o.id LIMIT $1 OFFSET $2`,
      [body.pageCount, offsetOf(body)],
    );
    return { items: rows.map(toOrderPayment), total: Number(total?.n ?? 0), pageIndex: body.pageIndex, pageCount: body.pageCount };
  });
}
