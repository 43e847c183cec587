/** The member's listing orders (spec 3.1 listing order). */
import { z } from 'zod';
import { definePost, pageSchema, pagingSchema } from './base';

export const orderRecordSchema = z.object({
  orderId: z.number().int(),
  listingId: z.string(),
  listingNo: z.string(),
  titleWithCulture: z.string(),
  rentalType: z.number().int(),
  method: z.string(),
  amount: z.number(),
  paymentMethod: z.enum(['bank-transfer', 'card', 'paypal']),
  status: z.string(),
  createdAt: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const searchOrderRecord = definePost({
  path: '/User/SearchOrderRecord',
  body: pagingSchema.optional().transform((v) => v ?? { pageIndex: 1, pageCount: 20 }),
  result: pageSchema(orderRecordSchema),
  auth: 'member',
  summary: 'Orders the member placed or that were placed on the member’s listings, newest first',
});
