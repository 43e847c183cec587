import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsSearchPage from '../routes/property-tips-search-page';

export default PropertyTipsSearchPage satisfies RemotePage;
