/**
 * Own listings feature (spec 4.1, 6): a member lists their flat.
 * <OwnListingForm editing? onSaved api? />      every field a member may set, the estate and block, preview, save
 * <OwnListingList locale onEdit version api? /> the listings with their state, photos upload and the state's actions
 */
export { OwnListingForm } from './components/own-listing-form';
export { OwnListingList } from './components/own-listing-list';
export { ownListingsApi, type OwnListingsApi } from './api/own-listings-api';
