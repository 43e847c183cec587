/** A member's bookmarks (unlimited) or a visitor's (20 at most, by visitor id), spec 4.3. */
import { call } from '@portal/shared/api';
import type { CollectionItem } from '@portal/shared/contracts';
import { cancelVisitorCollection, deleteCollection, updateCollection } from '@portal/shared/endpoints';

export const bookmarksApi = {
  updateRemark: (collectionID: number, remark: string) => call(updateCollection, { body: { collectionID, remark } }),
  remove: (item: CollectionItem, member: boolean) =>
    member
      ? call(deleteCollection, { query: { collectionId: item.collectionID } })
      : call(cancelVisitorCollection, { body: { collectionID: item.collectionID } }),
};
export type BookmarksApi = typeof bookmarksApi;
