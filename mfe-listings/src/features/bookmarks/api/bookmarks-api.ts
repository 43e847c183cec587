/** Bookmark calls of spec 7.2 for members and visitors, behind one interface (tests pass fakes). */
import { call } from '@portal/shared/api';
import { addCollection, addVisitorCollection, cancelVisitorCollection, deleteCollection, getCollectionsStatus, getVisitorCollectionsStatus } from '@portal/shared/endpoints';
import type { SourceType } from '@portal/shared/contracts';
import { ensureVisitorId, readVisitorId } from '@portal/shared/api';

export interface BookmarkStatus {
  collected: boolean;
  collectionId: number | null;
}

export interface BookmarksApi {
  status(member: boolean, sourceType: SourceType, sourceId: string): Promise<BookmarkStatus>;
  /** the status of many ids at once (a list page's cards), at most 100 per call */
  statuses(member: boolean, sourceType: SourceType, sourceIds: readonly string[]): Promise<Map<string, BookmarkStatus>>;
  /** resolves the new collection id; rejects ApiFailure messageKey 'bookmarkLimit' past the visitor limit */
  add(member: boolean, sourceType: SourceType, sourceId: string): Promise<number>;
  remove(member: boolean, sourceType: SourceType, sourceId: string, collectionId: number | null): Promise<void>;
}

export const bookmarksApi: BookmarksApi = {
  async status(member, sourceType, sourceId) {
    const found = await bookmarksApi.statuses(member, sourceType, [sourceId]);
    return found.get(sourceId) ?? { collected: false, collectionId: null };
  },
  async statuses(member, sourceType, sourceIds) {
    const out = new Map<string, BookmarkStatus>();
    // a visitor without an id has bookmarked nothing: no call, and no id made for a mere page view
    if (!member && !readVisitorId()) return out;
    for (let i = 0; i < sourceIds.length; i += 100) {
      const body = { sourceType, sourceIds: sourceIds.slice(i, i + 100) };
      const list = member ? await call(getCollectionsStatus, { body, loadingBar: false }) : await call(getVisitorCollectionsStatus, { body, loadingBar: false });
      for (const s of list) out.set(s.sourceId, { collected: s.isCollected, collectionId: s.collectionID });
    }
    return out;
  },
  async add(member, sourceType, sourceId) {
    const body = { sourceType, sourceId };
    if (!member) await ensureVisitorId();
    const result = member ? await call(addCollection, { body }) : await call(addVisitorCollection, { body });
    return result.collectionID;
  },
  async remove(member, sourceType, sourceId, collectionId) {
    if (member) {
      if (collectionId === null) throw new Error('A member bookmark is removed by its collection id');
      await call(deleteCollection, { query: { collectionId } });
      return;
    }
    await ensureVisitorId();
    await call(cancelVisitorCollection, { body: collectionId !== null ? { collectionID: collectionId } : { sourceType, sourceId } });
  },
};
