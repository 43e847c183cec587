import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsMorePage from '../routes/property-tips-more-page';

export default PropertyTipsMorePage satisfies RemotePage;
