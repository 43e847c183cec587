/** listing-detail: a sale or rent listing's page (GetProperty), recorded in the browse history. */
export { DetailPageBody } from './components/detail-page-body';
export { DetailView, type DetailExtras } from './components/detail-view';
export { recordBrowseHistory } from './record-history';
