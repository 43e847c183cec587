/**
 * Marking an order paid, once: the order row is locked, its state checked and changed, and the
 * plan applied to the listing in the caller's transaction, so a second confirmation, a replayed
 * webhook or a capture racing its webhook finds it paid and changes nothing. Provider events are
 * recorded in the same transaction (payment_events, keyed by the provider's event id): an event
 * seen before is a no-op, and a failure rolls back both, so the provider's retry applies it.
 */
import type { ListingPlan } from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import { invalidateCatalogCaches } from '../../catalog/cache';

type PaymentMethod = 'bank-transfer' | 'card' | 'paypal';
export type Provider = 'stripe' | 'paypal';
export const PROVIDER_METHOD: Record<Provider, PaymentMethod> = { stripe: 'card', paypal: 'paypal' };

const APPLY: Record<ListingPlan, string> = {
  premium: 'UPDATE listings SET premium = true, updated_at = now() WHERE id = $1',
  promotion: 'UPDATE listings SET top_type = 3, updated_at = now() WHERE id = $1',
};

export interface OrderRow {
  id: number;
  listing_id: string;
  user_id: number | null;
  method: string;
  amount: number;
  payment_method: PaymentMethod;
  status: string;
}
const ORDER_COLUMNS = 'id::int AS id, listing_id, user_id::int AS user_id, method, amount, payment_method, status';

/** The order, locked for the rest of the transaction `t`. */
export async function lockOrder(t: Db, orderId: number): Promise<OrderRow | undefined> {
  return t.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM listing_orders WHERE id = $1 FOR UPDATE`, [orderId]);
}

/**
 * Marks the locked `order` paid (by `method`; a bank transfer confirmed by staff member
 * `confirmedBy`) and applies its plan; false when it was paid already. Run inside a transaction.
 */
export async function markPaid(t: Db, order: OrderRow, method: PaymentMethod, confirmedBy?: number): Promise<boolean> {
  if (order.status === 'paid') return false;
  await t.query("UPDATE listing_orders SET status = 'paid', paid_at = now(), payment_method = $2, confirmed_by = $3 WHERE id = $1", [
    order.id, method, confirmedBy ?? null,
  ]);
  await t.query(APPLY[order.method as ListingPlan], [order.listing_id]);
  return true;
}

export interface ProviderEvent {
  provider: Provider;
  eventId: string;
  type: string;
  /** the order it pays, as the provider echoes it back; undefined for an event that pays nothing */
  orderId?: number;
  /** the amount paid in HKD cents and its currency, checked against the order */
  paid?: { cents: number; currency: string };
}

export type EventOutcome = 'replayed' | 'applied' | 'alreadyPaid' | 'unknownOrder' | 'amountMismatch' | 'ignored';

/** Records `event` and applies it in one transaction; an event recorded before changes nothing. */
export async function applyProviderEvent(db: Db, event: ProviderEvent): Promise<EventOutcome> {
  const outcome = await db.tx(async (t): Promise<EventOutcome> => {
    const fresh = await t.one(
      'INSERT INTO payment_events (provider, event_id, event_type, applied) VALUES ($1, $2, $3, false) ON CONFLICT DO NOTHING RETURNING 1 AS fresh',
      [event.provider, event.eventId, event.type],
    );
    if (!fresh) return 'replayed';
    if (event.orderId === undefined || !event.paid) return 'ignored';
    const order = await lockOrder(t, event.orderId);
    if (!order) return 'unknownOrder';
    await t.query('UPDATE payment_events SET order_id = $3 WHERE provider = $1 AND event_id = $2', [event.provider, event.eventId, order.id]);
    if (event.paid.currency.toUpperCase() !== 'HKD' || event.paid.cents !== order.amount * 100) return 'amountMismatch';
    const applied = await markPaid(t, order, PROVIDER_METHOD[event.provider]);
    if (applied) await t.query('UPDATE payment_events SET applied = true WHERE provider = $1 AND event_id = $2', [event.provider, event.eventId]);
    return applied ? 'applied' : 'alreadyPaid';
  });
  if (outcome === 'applied') invalidateCatalogCaches();
  return outcome;
}

/** Parses the order id a provider echoes back (metadata, custom_id): a positive integer or undefined. */
export function orderIdOf(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
