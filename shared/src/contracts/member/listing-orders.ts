/**
 * Buying a listing plan or promotion (spec 3.1 listing order): the order is created pending;
 * by bank transfer the member is given the account and a reference to quote, and staff confirm
 * the payment, which applies the plan once. Card and PayPal are offered only where configured.
 */
import { z } from 'zod';
import { int64Id } from '../integers';
import { definePost } from './base';

import { LISTING_PLANS } from '../constants';

/** HKD per plan (in the zod-free constants, so pages show the prices without loading zod) */
export { LISTING_PLANS };
export type ListingPlan = keyof typeof LISTING_PLANS;

export const createListingOrder = definePost({
  path: '/User/CreateListingOrder',
  body: z.object({
    listingId: z.string({ error: 'errors.required' }).regex(/^[A-Za-z]{1,3}\d{1,18}$/, { error: 'errors.invalid' }),
    plan: z.enum(['premium', 'promotion'], { error: 'errors.invalid' }),
    paymentMethod: z.enum(['bank-transfer', 'card', 'paypal'], { error: 'errors.invalid' }),
  }),
  result: z.object({
    orderId: z.number().int(),
    amount: z.number().int(),
    status: z.literal('pending'),
    /** quote it with the transfer */
    reference: z.string(),
    bankAccount: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  }),
  auth: 'member',
  summary: 'Orders a plan for the member’s listing; by bank transfer answers the account and reference (409 paymentUnavailable where not configured)',
  rateLimitPerMinute: 10,
});

export const confirmListingOrder = definePost({
  path: '/Staff/ConfirmListingOrder',
  body: z.object({ orderId: int64Id(z.number({ error: 'errors.invalid' }), { error: 'errors.invalid' }) }),
  result: z.object({ orderId: z.number().int(), status: z.literal('paid'), applied: z.boolean() }),
  auth: 'member',
  summary: 'Staff only: confirms a bank transfer; the plan is applied once (applied false when it was already paid)',
});
