/** price-trend: an estate's average deal price per ft² by month, by period (spec 2.6, 9). */
export { TrendChart } from './components/trend-chart';
export { PERIODS, periodOf, trendOf, chartOf, type Period } from './trend';
