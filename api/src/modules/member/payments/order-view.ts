/**
 * An order's payment as its owner or staff see it (GetOrderPayment, SearchPendingTransfers):
 * plan, amount, method, state, the reference and bank account of a transfer and the proof
 * uploaded. The member an order belongs to is whoever placed it, else the listing's owner (as in
 * member_order_records).
 */
import { PAYMENT_MESSAGES, type OrderPayment, type PaymentMessageKey, type PaymentProof } from '@portal/shared/contracts';
import type { ErrorCodeName } from '@portal/shared/contracts';
import { ApiError } from '../../../http/errors';
import { iso, isoOrNull } from '../util';
import { bankAccount } from './config';

export function paymentError(kind: ErrorCodeName, key: PaymentMessageKey, field?: string): ApiError {
  return new ApiError(kind, key, {}, field, PAYMENT_MESSAGES);
}

/** where a stored proof is read (with the owner's or staff's session) */
export const proofUrl = (key: string) => `/api/User/PaymentProof/${key}`;

export const ORDER_VIEW_SELECT = `
  SELECT o.id::int AS id, o.listing_id, o.method, o.amount, o.payment_method, o.status, o.reference, o.provider_ref, o.created_at, o.paid_at,
         COALESCE(o.user_id, l.owner_user_id)::int AS member_id,
         p.key AS proof_key, p.content_type AS proof_type, p.size AS proof_size, p.uploaded_at AS proof_at
  FROM listing_orders o JOIN listings l ON l.id = o.listing_id LEFT JOIN payment_proofs p ON p.order_id = o.id`;

export type OrderViewRow = Record<string, unknown> & { member_id: number };

export function proofOf(row: Record<string, unknown>): PaymentProof | null {
  if (!row.proof_key) return null;
  return {
    contentType: row.proof_type as PaymentProof['contentType'],
    size: Number(row.proof_size),
    uploadedAt: iso(row.proof_at),
    url: proofUrl(String(row.proof_key)),
  };
}

export function toOrderPayment(row: Record<string, unknown>): OrderPayment {
  const transfer = row.payment_method === 'bank-transfer';
  return {
    orderId: Number(row.id),
    listingId: String(row.listing_id),
    plan: String(row.method),
    amount: Number(row.amount),
    currency: 'HKD',
    paymentMethod: row.payment_method as OrderPayment['paymentMethod'],
    status: String(row.status),
    reference: row.reference === null || row.reference === undefined ? null : String(row.reference),
    bankAccount: transfer && row.status !== 'paid' ? (bankAccount() ?? null) : null,
    proof: proofOf(row),
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
  };
}
