import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsFaqPage from '../routes/property-tips-faq-page';

export default PropertyTipsFaqPage satisfies RemotePage;
