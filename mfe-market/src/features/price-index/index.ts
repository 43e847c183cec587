/** price-index: the weekly price index of spec 9, charted with its table. */
export { PriceIndexPanel } from './components/price-index-panel';
export { DEFAULT_PERIOD, INDEX_PERIODS, type IndexPeriod } from './periods';
