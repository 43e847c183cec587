/** Messages on a listing (spec 3.2, 5, 6): visitors and members leave them, owners reply. */
import { z } from 'zod';
import { int64Id } from '../integers';
import { defineGet, definePost, pageSchema, pagingSchema } from './base';
import { checkContact, leaveMessageFieldsSchema, messageContentSchema, withContactRule, CONTACT_TYPES } from './forms.schema';
import { requiredText } from './fields.schema';
import { captchaTraceQuerySchema } from './captcha';

const listingIdSchema = z.string({ error: 'errors.required' }).trim().min(1, { error: 'errors.required' }).max(40, { error: 'errors.tooLong' });
const messageIdSchema = int64Id(z.coerce.number({ error: 'errors.invalid' }), { error: 'errors.invalid' });

/** The slider captcha answer (spec 4.5) travels in the query of the guarded calls. */
export const captchaQuerySchema = z.object({
  'h-recaptcha': z.string().max(64).optional(),
  'h-recaptchavalue': z.string().max(16).optional(),
  'h-recaptchatrace': captchaTraceQuerySchema,
});

export const leaveMessageSchema = z.object({
  messageId: z.number().int(),
  listingId: z.string(),
  contactName: z.string(),
  contactType: z.enum(CONTACT_TYPES),
  /** the contact value: shown to the listing owner and the author only, null for others */
  contact: z.string().nullable(),
  content: z.string(),
  ownerOnly: z.boolean(),
  smsNotice: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the caller wrote it, and may edit or delete it */
  isMine: z.boolean(),
  /** the caller owns the listing, and may reply to or delete it */
  isOwner: z.boolean(),
});
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;

export const addLeaveMessageBodySchema = withContactRule(leaveMessageFieldsSchema.extend({ listingId: listingIdSchema }));

export const addLeaveMessage = definePost({
  path: '/User/AddLeaveMessage',
  query: captchaQuerySchema,
  body: addLeaveMessageBodySchema,
  result: z.object({ messageId: z.number().int(), message: z.string() }),
  auth: 'optional',
  summary: 'Leaves a message on a listing (member token or visitorId; valid captcha); notifies the owner',
  rateLimitPerMinute: 5,
});
export const searchLeaveMessage = definePost({
  path: '/User/SearchLeaveMessage',
  body: pagingSchema.extend({ listingId: listingIdSchema }),
  result: pageSchema(leaveMessageSchema),
  auth: 'optional',
  summary: 'A listing’s messages, newest first; owner-only ones for the owner and their author',
});
export const getLeaveMessageById = defineGet({
  path: '/User/GetLeaveMessageById',
  query: z.object({ leaveMessageId: messageIdSchema }),
  result: leaveMessageSchema,
  auth: 'optional',
  summary: 'One message, when the caller may see it',
});
export const updateLeaveMessage = definePost({
  path: '/User/UpdateLeaveMessage',
  body: z
    .object({
      messageId: messageIdSchema,
      content: messageContentSchema,
      contactName: requiredText(30).optional(),
      contactType: z.enum(CONTACT_TYPES, { error: 'errors.invalid' }).optional(),
      contact: requiredText(254).optional(),
      ownerOnly: z.boolean({ error: 'errors.invalid' }).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.contact !== undefined || v.contactType !== undefined) {
        if (v.contact === undefined || v.contactType === undefined) {
          ctx.addIssue({ code: 'custom', path: ['contact'], message: 'errors.required' });
        } else checkContact({ contact: v.contact, contactType: v.contactType }, ctx);
      }
    }),
  result: leaveMessageSchema,
  auth: 'optional',
  summary: 'The author edits their message (403 editFailed for anyone else)',
});
export const deleteLeaveMessage = defineGet({
  path: '/User/Deleteleavemessage',
  query: z.object({ messageId: messageIdSchema }),
  result: z.object({ deleted: z.boolean(), message: z.string() }),
  auth: 'optional',
  summary: 'The author or the listing owner deletes a message',
});
export const replyLeaveMessage = definePost({
  path: '/User/replyLeaveMessage',
  body: z.object({ messageId: messageIdSchema, reply: requiredText(500) }),
  result: leaveMessageSchema,
  auth: 'member',
  summary: 'The listing owner replies to a message (a new reply replaces the old one)',
});

/** The listing a member's message is on, as their own message list shows it. */
export const messageListingSchema = z.object({
  listingId: z.string(),
  titleWithCulture: z.string(),
  estateNameWithCulture: z.string().nullable(),
  rentalType: z.number().int(),
  /** the listing's page on this site, in the request language; null once the listing is gone (deleted, removed, off shelf) */
  path: z.string().nullable(),
});
/** One of the member's own messages, with the owner's reply and the listing it is on. */
export const myLeaveMessageSchema = leaveMessageSchema.extend({ listing: messageListingSchema });
export type MyLeaveMessage = z.infer<typeof myLeaveMessageSchema>;

export const searchMyLeaveMessage = definePost({
  path: '/User/SearchMyLeaveMessage',
  body: pagingSchema,
  result: pageSchema(myLeaveMessageSchema),
  auth: 'member',
  summary: 'The signed-in member’s own messages on other people’s listings, newest first, with the listing and the owner’s reply (only their author sees this list)',
});
