import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import HouseMapPage from '../routes/house-map-page';

/** houseMap: /house-map and /houseMap, the map search of sale listings */
export default HouseMapPage satisfies RemotePage;
