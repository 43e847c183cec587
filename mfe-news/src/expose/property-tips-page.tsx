import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsPage from '../routes/property-tips-page';

export default PropertyTipsPage satisfies RemotePage;
