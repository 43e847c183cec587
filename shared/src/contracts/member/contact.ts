/** Contacting the agent or owner of a listing: call numbers, WhatsApp links, contact logs. */
import { z } from 'zod';
import { int32 } from '../integers';
import { definePost } from './base';

export const CONTACT_LOG_TYPES = ['phone', 'whatsapp', 'email', 'message', 'wechat'] as const;
const listingIdSchema = z.string({ error: 'errors.required' }).trim().min(1, { error: 'errors.required' }).max(40, { error: 'errors.tooLong' });

export const contactLogBodySchema = z
  .object({
    listingId: listingIdSchema.optional(),
    agentId: int32(z.number({ error: 'errors.invalid' }), { min: 1 }).optional(),
    contactType: z.enum(CONTACT_LOG_TYPES, { error: 'errors.invalid' }),
  })
  .refine((v) => v.listingId !== undefined || v.agentId !== undefined, { error: 'errors.required', path: ['listingId'] });

export const addOperateContactLog = definePost({
  path: '/User/AddOperateContactLog',
  body: contactLogBodySchema,
  result: z.object({ logged: z.boolean() }),
  auth: 'optional',
  summary: 'Logs that the caller contacted the agent or owner of a listing',
  rateLimitPerMinute: 60,
});
export const addOperateContactVerLog = definePost({
  path: '/User/AddOperateContactVerLog',
  body: contactLogBodySchema,
  result: z.object({ logged: z.boolean() }),
  auth: 'optional',
  summary: 'Logs that the caller revealed (verified) contact details of a listing',
  rateLimitPerMinute: 60,
});

export const receiveCallSchema = z.object({
  listingId: z.string(),
  /** 'agent' for an agent listing, 'owner' for an owner listing */
  contactKind: z.enum(['agent', 'owner']),
  contactName: z.string(),
  /** the full number (+852 ...) while the listing is effective, null when contact is hidden */
  phone: z.string().nullable(),
  /** always safe to show: '9123 ****' */
  maskedPhone: z.string().nullable(),
  visible: z.boolean(),
});
export const prepareReceiveCall = definePost({
  path: '/Common/PrepareReceiveCall',
  body: z.object({ listingId: listingIdSchema }),
  result: receiveCallSchema,
  auth: 'optional',
  summary: 'The number to call for a listing, masked when the listing state hides contact details',
  rateLimitPerMinute: 20,
});
export const getWhatsAppUrl = definePost({
  path: '/Common/GetWhatsAppUrl',
  body: z.object({ listingId: listingIdSchema }),
  result: z.object({ url: z.string().nullable(), visible: z.boolean() }),
  auth: 'optional',
  summary: 'A wa.me link with a prefilled text naming the listing, when contact details are shown',
  rateLimitPerMinute: 20,
});
