/**
 * Payments of listing orders (spec 6): the proof of a bank transfer (one an order; a new upload
 * replaces it), the provider's reference of a card or PayPal payment (a Stripe Checkout session,
 * a PayPal order), and every provider event applied, keyed by the provider's event id so a
 * replayed webhook finds its row and changes nothing. The event row and the order's change are
 * written in one transaction.
 */
export const sql = /* sql */ `
CREATE TABLE payment_proofs (
  order_id bigint PRIMARY KEY REFERENCES listing_orders(id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'application/pdf')),
  size integer NOT NULL,
  body bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE listing_orders ADD COLUMN provider_ref text;
CREATE UNIQUE INDEX listing_orders_provider_ref ON listing_orders (payment_method, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX listing_orders_pending_transfers ON listing_orders (created_at) WHERE status = 'pending' AND payment_method = 'bank-transfer';

CREATE TABLE payment_events (
  provider text NOT NULL CHECK (provider IN ('stripe', 'paypal')),
  event_id text NOT NULL,
  event_type text NOT NULL,
  order_id bigint REFERENCES listing_orders(id) ON DELETE SET NULL,
  applied boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
`;
