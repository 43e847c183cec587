/** A member's own listings (spec 4.1, 6) over the shared client; photos as bytes (lib/upload). */
import { call } from '@portal/shared/api';
import type { BodyOf } from '@portal/shared/contracts';
import { ownListingAction, postOwnListing, previewOwnListing, updateOwnListing } from '@portal/shared/endpoints';
import { uploadBytes } from '../../../lib/upload';

export type ListingBody = BodyOf<typeof postOwnListing>;
export type ListingAction = BodyOf<typeof ownListingAction>['action'];

export const ownListingsApi = {
  preview: (body: ListingBody) => call(previewOwnListing, { body }),
  post: (body: ListingBody) => call(postOwnListing, { body }),
  update: (listingId: string, listing: ListingBody) => call(updateOwnListing, { body: { listingId, listing } }),
  act: (listingId: string, action: ListingAction) => call(ownListingAction, { body: { listingId, action } }),
  uploadPhoto: (listingId: string, file: Blob) => uploadBytes<{ key: string; url: string; thumbUrl: string }>('/User/UploadOwnListingPhoto', { listingId }, file),
};
export type OwnListingsApi = typeof ownListingsApi;
