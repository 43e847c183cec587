/** the index periods of the page, as GetPriceIndex takes them (a test keeps them equal to the contract's) */
export const INDEX_PERIODS = ['1y', '3y', '5y', 'all'] as const;
export type IndexPeriod = (typeof INDEX_PERIODS)[number];
export const DEFAULT_PERIOD: IndexPeriod = '1y';
