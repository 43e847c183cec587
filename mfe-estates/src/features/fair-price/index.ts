/** fair-price: a listing's price per saleable ft² against its estate's recent deals (GetFairPrice), for the listing page. */
export { FairPrice, FairPriceSkeleton } from './components/fair-price';
export { FAIR_PRICE_NS } from './i18n';
