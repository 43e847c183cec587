/** gba: the Greater Bay Area pages (list, project, more information, floor plans, home, buyer's sums). */
export { GbaDetailPage, GbaFloorplanPage, GbaIndexDetailPage, GbaIndexPage, GbaListPage, GbaMorePage, GbaToolsPage } from './pages';
