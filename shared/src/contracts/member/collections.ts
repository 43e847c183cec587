/** Bookmarks of members (spec 4.3: unlimited once signed in). */
import { z } from 'zod';
import { int64Id } from '../integers';
import { defineGet, definePost, pageSchema, pagingSchema } from './base';
import { collectionItemSchema, sourceIdSchema, sourceTypeSchema, SOURCE_TYPES } from './summaries';

const remarkSchema = z.string({ error: 'errors.invalid' }).trim().max(200, { error: 'errors.tooLong' });
const idSchema = int64Id(z.coerce.number({ error: 'errors.invalid' }), { error: 'errors.invalid' });

export const addCollectionBodySchema = z.object({ sourceType: sourceTypeSchema, sourceId: sourceIdSchema, remark: remarkSchema.optional() });
export const addCollectionResultSchema = z.object({ collectionID: z.number().int(), created: z.boolean() });
export const collectionsStatusBodySchema = z.object({
  sourceType: sourceTypeSchema,
  sourceIds: z.array(sourceIdSchema, { error: 'errors.invalid' }).min(1, { error: 'errors.required' }).max(100, { error: 'errors.tooLong' }),
});
export const collectionsStatusResultSchema = z.array(
  z.object({ sourceId: z.string(), isCollected: z.boolean(), collectionID: z.number().int().nullable() }),
);
export const collectionCountBodySchema = z.object({ sourceType: sourceTypeSchema.optional() }).optional();
/** spec 3.2 delete counter: a list of objects with type and count */
export const collectionCountResultSchema = z.object({
  total: z.number().int(),
  counts: z.array(z.object({ type: z.enum(SOURCE_TYPES), count: z.number().int() })),
});
export const searchCollectionBodySchema = pagingSchema.extend({ sourceType: sourceTypeSchema.optional() });
export const collectionPageSchema = pageSchema(collectionItemSchema);
export const updateCollectionBodySchema = z.object({ collectionID: idSchema, remark: remarkSchema });

export const addCollection = definePost({
  path: '/User/AddCollection',
  body: addCollectionBodySchema,
  result: addCollectionResultSchema,
  auth: 'member',
  summary: 'Bookmarks a listing, estate or new estate (idempotent)',
});
export const updateCollection = definePost({
  path: '/User/UpdateCollection',
  body: updateCollectionBodySchema,
  result: z.object({ updated: z.boolean() }),
  auth: 'member',
  summary: 'Changes the remark of a bookmark',
});
export const searchCollection = definePost({
  path: '/User/SearchCollection',
  body: searchCollectionBodySchema,
  result: collectionPageSchema,
  auth: 'member',
  summary: 'The member’s bookmarks, newest first, with summaries in the request language',
});
export const getCollectionCount = definePost({
  path: '/User/GetCollectionCount',
  body: collectionCountBodySchema,
  result: collectionCountResultSchema,
  auth: 'member',
  summary: 'How many bookmarks the member has, by type',
});
export const getCollectionsStatus = definePost({
  path: '/User/GetCollectionsStatus',
  body: collectionsStatusBodySchema,
  result: collectionsStatusResultSchema,
  auth: 'member',
  summary: 'Which of the given ids the member has bookmarked',
});
export const deleteCollection = defineGet({
  path: '/User/DeleteCollection',
  query: z.object({ collectionId: idSchema.optional(), sourceType: sourceTypeSchema.optional() }),
  result: z.object({ deleted: z.number().int() }),
  auth: 'member',
  summary: 'Deletes one bookmark (collectionId), or every bookmark of a type (sourceType alone)',
});
