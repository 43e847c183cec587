/** estate-sale: an estate's sale overview (/estate-sale-detail): its sale market in figures and its flats for sale. */
export { SaleSummary } from './components/sale-summary';
export { SaleListings, SALE_PAGE } from './components/sale-listings';
