/**
 * Payments of listing orders (spec 6): the ways configured, card and PayPal checkouts, the
 * providers' signed webhooks, bank transfer proofs and the owner's and staff's views of a payment.
 * See docs/payments.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/index';
import { registerCheckout } from './checkout';
import { registerPayPalWebhook } from './paypal-webhook';
import { registerPaymentProofs } from './proofs';
import { registerStripeWebhook } from './stripe';
import { registerPaymentViews } from './views';

export function registerPayments(app: FastifyInstance, db: Db): void {
  registerPaymentViews(app, db);
  registerCheckout(app, db);
  registerPaymentProofs(app, db);
  registerStripeWebhook(app, db);
  registerPayPalWebhook(app, db);
}
