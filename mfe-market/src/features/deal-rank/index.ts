/** deal-rank: estates ranked by their deals (spec 3.4 market ranking orders), by months and region. */
export { DealRanking, type DealRankingProps } from './components/deal-ranking';
export { DEFAULT_RANK_MONTHS, RANK_MONTHS, RANK_ORDERS, rankMonthsOf, type RankOrder } from './rank-options';
