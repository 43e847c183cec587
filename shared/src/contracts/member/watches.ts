/**
 * Building watch: a member follows an estate or one of its blocks; a new deal, a new listing or
 * a price cut there becomes a notice in the member centre (and an e-mail).
 */
import { z } from 'zod';
import { int32, int64Id } from '../integers';
import { defineGet, definePost, pageSchema, pagingSchema } from './base';

/** Estates and blocks one member may follow. */
export const BUILDING_WATCH_LIMIT = 20;

export const buildingWatchSchema = z.object({
  watchId: z.number().int(),
  estateId: z.number().int(),
  estateNameWithCulture: z.string(),
  buildingId: z.number().int().nullable(),
  buildingNameWithCulture: z.string().nullable(),
  createdAt: z.string(),
});
export type BuildingWatch = z.infer<typeof buildingWatchSchema>;

export const addBuildingWatch = definePost({
  path: '/User/AddBuildingWatch',
  body: z.object({
    estateId: int32(z.number({ error: 'errors.invalid' }), { min: 1, error: 'errors.invalid' }),
    buildingId: int32(z.number({ error: 'errors.invalid' }), { min: 1, error: 'errors.invalid' }).optional(),
  }),
  result: buildingWatchSchema,
  auth: 'member',
  summary: 'Follows an estate or one of its blocks (the same one twice is one watch; 409 watchLimit beyond the limit)',
});

export const getBuildingWatches = defineGet({
  path: '/User/GetBuildingWatches',
  result: z.object({ items: z.array(buildingWatchSchema), limit: z.number().int() }),
  auth: 'member',
  summary: 'The estates and blocks the member follows, newest first',
});

export const deleteBuildingWatch = defineGet({
  path: '/User/DeleteBuildingWatch',
  query: z.object({ watchId: int64Id(z.coerce.number({ error: 'errors.invalid' })) }),
  result: z.object({ deleted: z.boolean() }),
  auth: 'member',
  summary: 'Stops following (404 when the watch is not the member’s)',
});

export const memberNoticeSchema = z.object({
  noticeId: z.number().int(),
  kind: z.enum(['listing', 'priceCut', 'deal']),
  estateId: z.number().int(),
  listingId: z.string().nullable(),
  dealId: z.number().int().nullable(),
  /** what happened, in the request language */
  text: z.string(),
  price: z.number().nullable(),
  previousPrice: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberNotice = z.infer<typeof memberNoticeSchema>;

export const searchMemberNotice = definePost({
  path: '/User/SearchMemberNotice',
  body: pagingSchema.extend({ unreadOnly: z.boolean({ error: 'errors.invalid' }).default(false) }).optional()
    .transform((v) => v ?? { pageIndex: 1, pageCount: 20, unreadOnly: false }),
  result: pageSchema(memberNoticeSchema).extend({ unread: z.number().int() }),
  auth: 'member',
  summary: 'The member centre’s notices of watched estates and blocks, newest first, with the unread count',
});

export const readMemberNotice = definePost({
  path: '/User/ReadMemberNotice',
  body: z.object({ noticeIds: z.array(int64Id(z.number({ error: 'errors.invalid' }), { error: 'errors.invalid' })).max(100).optional() }),
  result: z.object({ updated: z.number().int() }),
  auth: 'member',
  summary: 'Marks the member’s notices read (the ones named, or all)',
});
