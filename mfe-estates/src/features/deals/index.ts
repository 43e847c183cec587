/** deals: an estate's transactions (recent and historical), one deal with its flat's and estate's deals. */
export { DealTable, useChangeText, useFlatText } from './components/deal-table';
export { EstateDeals, RECENT_MONTHS } from './components/estate-deals';
export { DealDetail } from './components/deal-detail';
export { DealPageView } from './components/deal-page-view';
export { LatestSales } from './components/latest-sales';
