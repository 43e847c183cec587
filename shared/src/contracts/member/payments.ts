/**
 * Paying a listing order (spec 6, orders): which ways of paying are configured, a card
 * (Stripe Checkout) or PayPal payment for an order, the PayPal capture after the buyer approved,
 * the proof of a bank transfer (image or PDF bytes as the request body) and what the owner and
 * staff see of an order's payment. Providers confirm payments through signed webhooks
 * (/Payment/StripeWebhook, /Payment/PayPalWebhook), which the pages never call.
 */
import { z } from 'zod';
import { int64Id } from '../integers';
import { defineGet, definePost, pageSchema, pagingSchema, type Localized } from './base';
import { LISTING_PLANS } from './listing-orders';

const m = (zhHk: string, zhCn: string, enUs: string): Localized => ({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

/** messageKeys of the payment failures, in the three languages */
export const PAYMENT_MESSAGES = {
  proofType: m('只接受 JPEG、PNG、WebP 圖片或 PDF 文件', '只接受 JPEG、PNG、WebP 图片或 PDF 文件', 'Only a JPEG, PNG or WebP image or a PDF document is accepted'),
  proofTooLarge: m('付款證明不可大於 8 MB', '付款证明不可大于 8 MB', 'A payment proof must not be larger than 8 MB'),
  orderNotPending: m('此訂單已付款或不能以此方式付款', '此订单已付款或不能以此方式付款', 'This order is already paid or cannot be paid this way'),
  providerFailed: m('付款服務暫時未能回應，請稍後再試', '付款服务暂时未能回应，请稍后再试', 'The payment service did not answer; please try again later'),
} satisfies Record<string, Localized>;
export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

/** the largest payment proof accepted, in bytes */
export const MAX_PROOF_BYTES = 8 * 1024 * 1024;

/** an order's id in a query string, and in a JSON body */
const orderId = int64Id(z.coerce.number({ error: 'errors.invalid' }), { error: 'errors.invalid' });
const bodyOrderId = int64Id(z.number({ error: 'errors.invalid' }), { error: 'errors.invalid' });
const bankAccountSchema = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

export const getPaymentMethods = defineGet({
  path: '/User/GetPaymentMethods',
  result: z.object({
    /** null when no bank account is configured */
    bankTransfer: bankAccountSchema.nullable(),
    card: z.boolean(),
    paypal: z.boolean(),
  }),
  auth: 'member',
  summary: 'The ways of paying an order that are configured: the bank account for transfers (or null), card and PayPal',
});

export const createPayment = definePost({
  path: '/User/CreatePayment',
  body: z
    .object({
      method: z.enum(['card', 'paypal'], { error: 'errors.invalid' }),
      /** pay an existing pending order of the member's... */
      orderId: bodyOrderId.optional(),
      /** ...or order a plan for the member's listing and pay it */
      listingId: z.string().regex(/^[A-Za-z]{1,3}\d{1,18}$/, { error: 'errors.invalid' }).optional(),
      plan: z.enum(Object.keys(LISTING_PLANS) as ['premium', 'promotion'], { error: 'errors.invalid' }).optional(),
    })
    .refine((b) => b.orderId !== undefined || (b.listingId !== undefined && b.plan !== undefined), {
      error: 'errors.required',
      path: ['orderId'],
    }),
  result: z.object({
    orderId: z.number().int(),
    amount: z.number().int(),
    currency: z.literal('HKD'),
    method: z.enum(['card', 'paypal']),
    status: z.literal('pending'),
    /** send the buyer here: Stripe Checkout or PayPal's approval page; they come back to /member/orders */
    redirectUrl: z.string(),
  }),
  auth: 'member',
  summary: 'Starts a card (Stripe Checkout) or PayPal payment of the member’s pending order, or of a new order for their listing (409 paymentUnavailable where not configured)',
  rateLimitPerMinute: 10,
});

export const capturePayPalPayment = definePost({
  path: '/User/CapturePayPalPayment',
  body: z.object({ orderId: bodyOrderId }),
  result: z.object({ orderId: z.number().int(), status: z.enum(['paid', 'pending']) }),
  auth: 'member',
  summary: 'After the buyer approved on PayPal: captures the payment of the member’s order; paid once however often it is called',
  rateLimitPerMinute: 20,
});

export const paymentProofSchema = z.object({
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** GET it with the owner's or staff's session */
  url: z.string(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

export const uploadPaymentProof = definePost({
  path: '/User/UploadPaymentProof',
  query: z.object({ orderId }),
  body: z.unknown(),
  result: z.object({ orderId: z.number().int(), proof: paymentProofSchema }),
  auth: 'member',
  summary:
    'The bytes of a bank transfer’s proof as the body (Content-Type image/jpeg, image/png, image/webp, application/pdf or application/octet-stream; the type is read from the bytes): JPEG, PNG, WebP or PDF, at most 8 MB; the order’s owner only, while it is pending; a new proof replaces the last',
  rateLimitPerMinute: 20,
});

export const orderPaymentSchema = z.object({
  orderId: z.number().int(),
  listingId: z.string(),
  plan: z.string(),
  amount: z.number().int(),
  currency: z.literal('HKD'),
  paymentMethod: z.enum(['bank-transfer', 'card', 'paypal']),
  status: z.string(),
  /** the reference to quote with a bank transfer */
  reference: z.string().nullable(),
  bankAccount: bankAccountSchema.nullable(),
  proof: paymentProofSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const getOrderPayment = defineGet({
  path: '/User/GetOrderPayment',
  query: z.object({ orderId }),
  result: orderPaymentSchema,
  auth: 'member',
  summary: 'One order’s payment as its owner (or staff) sees it: method, state, reference, bank account and the proof uploaded',
});

export const searchPendingTransfers = definePost({
  path: '/Staff/SearchPendingTransfers',
  body: pagingSchema.optional().transform((v) => v ?? { pageIndex: 1, pageCount: 20 }),
  result: pageSchema(orderPaymentSchema),
  auth: 'member',
  summary: 'Staff only: bank transfer orders awaiting confirmation, those with a proof first, each with its reference and proof',
});
