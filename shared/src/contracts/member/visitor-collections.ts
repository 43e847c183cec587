/** Bookmarks of visitors, keyed by the `visitorId` header (spec 4.3: limited to 20). */
import { z } from 'zod';
import { int64Id } from '../integers';
import { definePost } from './base';
import {
  addCollectionBodySchema,
  addCollectionResultSchema,
  collectionCountBodySchema,
  collectionCountResultSchema,
  collectionPageSchema,
  collectionsStatusBodySchema,
  collectionsStatusResultSchema,
  searchCollectionBodySchema,
} from './collections';
import { sourceIdSchema, sourceTypeSchema } from './summaries';

export const searchVisitorCollection = definePost({
  path: '/User/SearchVisitorCollection',
  body: searchCollectionBodySchema,
  result: collectionPageSchema,
  summary: 'The visitor’s bookmarks, newest first, with summaries in the request language',
});
export const addVisitorCollection = definePost({
  path: '/User/AddVisitorCollection',
  body: addCollectionBodySchema,
  result: addCollectionResultSchema,
  summary: 'Bookmarks for a visitor; 409 bookmarkLimit beyond 20',
  rateLimitPerMinute: 60,
});
export const getVisitorCollectionsStatus = definePost({
  path: '/User/GetVisitorCollectionsStatus',
  body: collectionsStatusBodySchema,
  result: collectionsStatusResultSchema,
  summary: 'Which of the given ids the visitor has bookmarked',
});
export const cancelVisitorCollection = definePost({
  path: '/User/CancelVisitorCollection',
  body: z.union([
    z.object({ collectionID: int64Id(z.coerce.number({ error: 'errors.invalid' })) }),
    z.object({ sourceType: sourceTypeSchema, sourceId: sourceIdSchema }),
  ], { error: 'errors.invalid' }),
  result: z.object({ deleted: z.number().int() }),
  summary: 'Removes one visitor bookmark, by collectionID or by sourceType and sourceId',
});
export const cleanVisitorCollection = definePost({
  path: '/User/CleanVisitorCollection',
  body: z.object({ sourceType: sourceTypeSchema.optional() }).optional(),
  result: z.object({ deleted: z.number().int() }),
  summary: 'Removes every visitor bookmark, or those of one type',
});
export const getVisitorCollectionCount = definePost({
  path: '/User/GetVisitorCollectionCount',
  body: collectionCountBodySchema,
  result: collectionCountResultSchema,
  summary: 'How many bookmarks the visitor has, by type (limit 20 in all)',
});
