/** The member's listing orders, from the member_order_records view. */
import type { FastifyInstance } from 'fastify';
import { searchOrderRecord, type OrderRecord } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { registerEndpoint } from '../../http/register';
import { requireUser } from './auth';
import { iso, loc, offsetOf } from './util';

export function registerOrders(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, searchOrderRecord, async ({ body, ctx }) => {
    const user = await requireUser(ctx);
    const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM member_order_records WHERE member_id = $1', [user.id]);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id::int AS id, listing_id, listing_no, title, rental_type::int AS rental_type, method, amount, payment_method, status, created_at
       FROM member_order_records WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${body.pageCount} OFFSET ${offsetOf(body)}`,
      [user.id],
    );
    const items: OrderRecord[] = rows.map((r) => ({
      orderId: Number(r.id),
      listingId: String(r.listing_id),
      listingNo: String(r.listing_no),
      titleWithCulture: loc(r.title, ctx.language),
      rentalType: Number(r.rental_type),
      method: String(r.method),
      amount: Number(r.amount),
      paymentMethod: r.payment_method as OrderRecord['paymentMethod'],
      status: String(r.status),
      createdAt: iso(r.created_at),
    }));
    return { items, total: Number(total?.n ?? 0), pageIndex: body.pageIndex, pageCount: body.pageCount };
  });
}
