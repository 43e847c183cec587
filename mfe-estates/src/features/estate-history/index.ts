/** estate-history: the estates this browser viewed (estateHistoryList, spec 4.8). */
export { RecentEstates } from './components/recent-estates';
