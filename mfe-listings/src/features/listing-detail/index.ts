/**
 * listing-detail: a sale or rent listing's page (GetProperty), recorded in the browse history,
 * its view counted by the browser (AddPropertyView; useCountPropertyView for the serviced page).
 * useProperty(propertyId, locale) and <ListingNotFound kind locale /> serve pages that load a
 * listing for something else (the person-data page).
 */
export { DetailPageBody } from './components/detail-page-body';
export { DetailView, type DetailExtras } from './components/detail-view';
export { recordBrowseHistory } from './record-history';
export { ListingNotFound } from './components/listing-not-found';
export { useProperty } from './api/use-property';
export { useCountPropertyView } from './api/count-view';
