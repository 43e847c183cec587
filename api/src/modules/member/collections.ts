/** Member bookmarks (unlimited) and visitor bookmarks (limited to 20), spec 4.3. */
import type { FastifyInstance } from 'fastify';
import {
  addCollection,
  addVisitorCollection,
  cancelVisitorCollection,
  cleanVisitorCollection,
  deleteCollection,
  getCollectionCount,
  getCollectionsStatus,
  getVisitorCollectionCount,
  getVisitorCollectionsStatus,
  searchCollection,
  searchVisitorCollection,
  updateCollection,
  VISITOR_BOOKMARK_LIMIT,
} from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import type { RequestContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { requireUser, requireVisitor } from './auth';
import { addBookmark, bookmarkStatus, countBookmarks, deleteBookmarks, searchBookmarks, updateRemark, type Owner } from './collection-store';
import { memberError } from './errors';

async function member(ctx: RequestContext): Promise<Owner> {
  return { table: 'collections', column: 'user_id', id: (await requireUser(ctx)).id };
}
async function visitor(ctx: RequestContext): Promise<Owner> {
  return { table: 'visitor_collections', column: 'visitor_id', id: await requireVisitor(ctx), limit: VISITOR_BOOKMARK_LIMIT };
}

export function registerCollections(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, addCollection, async ({ body, ctx }) =>
    addBookmark(db, await member(ctx), body.sourceType, body.sourceId, body.remark));
  registerEndpoint(app, db, updateCollection, async ({ body, ctx }) => {
    if (!(await updateRemark(db, await member(ctx), body.collectionID, body.remark))) throw notFound('body.collectionID');
    return { updated: true };
  });
  registerEndpoint(app, db, searchCollection, async ({ body, ctx }) => searchBookmarks(db, await member(ctx), body, ctx.language));
  registerEndpoint(app, db, getCollectionCount, async ({ body, ctx }) => countBookmarks(db, await member(ctx), body?.sourceType));
  registerEndpoint(app, db, getCollectionsStatus, async ({ body, ctx }) =>
    bookmarkStatus(db, await member(ctx), body.sourceType, body.sourceIds));
  registerEndpoint(app, db, deleteCollection, async ({ query, ctx }) => {
    const owner = await member(ctx);
    if (query.collectionId === undefined && query.sourceType === undefined) {
      throw memberError('badRequest', 'deleteNeedsTarget', 'query.collectionId');
    }
    return { deleted: await deleteBookmarks(db, owner, { collectionID: query.collectionId, sourceType: query.sourceType }) };
  });

  registerEndpoint(app, db, addVisitorCollection, async ({ body, ctx }) =>
    addBookmark(db, await visitor(ctx), body.sourceType, body.sourceId, body.remark));
  registerEndpoint(app, db, searchVisitorCollection, async ({ body, ctx }) => searchBookmarks(db, await visitor(ctx), body, ctx.language));
  registerEndpoint(app, db, getVisitorCollectionCount, async ({ body, ctx }) => countBookmarks(db, await visitor(ctx), body?.sourceType));
  registerEndpoint(app, db, getVisitorCollectionsStatus, async ({ body, ctx }) =>
    bookmarkStatus(db, await visitor(ctx), body.sourceType, body.sourceIds));
  registerEndpoint(app, db, cancelVisitorCollection, async ({ body, ctx }) => ({
    deleted: await deleteBookmarks(db, await visitor(ctx), 'collectionID' in body ? { collectionID: body.collectionID } : body),
  }));
  registerEndpoint(app, db, cleanVisitorCollection, async ({ body, ctx }) => ({
    deleted: await deleteBookmarks(db, await visitor(ctx), { sourceType: body?.sourceType }),
  }));
}
