/** districts: Hong Kong's regions and their districts, from the site's reference data. */
export { DistrictOverview } from './components/district-overview';
