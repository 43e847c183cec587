import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsHomePage from '../routes/property-tips-home-page';

export default PropertyTipsHomePage satisfies RemotePage;
