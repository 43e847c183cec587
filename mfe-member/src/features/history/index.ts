/** History feature (spec 4.8): <HistoryLists locale type onType /> the four browse-history lists with removal and clearing. */
export { HistoryLists, HISTORY_TABS } from './components/history-lists';
