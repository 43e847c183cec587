import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateMapPage from '../routes/estate-map-page';

export default EstateMapPage satisfies RemotePage;
