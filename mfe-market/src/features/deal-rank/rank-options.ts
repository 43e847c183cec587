/** The ranking's choices: the months it counts, and the market ranking orders of spec 3.4. */
export const RANK_MONTHS = [1, 3, 6, 12] as const;
export const DEFAULT_RANK_MONTHS = 1;
/** spec 3.4 market ranking (a test keeps them equal to SearchDealRank's contract) */
export const RANK_ORDERS = ['DealCount', 'DealMaxPrice', 'PriceChangeDesc', 'PriceChangeAsc'] as const;
export type RankOrder = (typeof RANK_ORDERS)[number];

/** the months of ?months=, one of RANK_MONTHS, else the default */
export function rankMonthsOf(value: string | null): number {
  const n = Number(value);
  return (RANK_MONTHS as readonly number[]).includes(n) ? n : DEFAULT_RANK_MONTHS;
}
