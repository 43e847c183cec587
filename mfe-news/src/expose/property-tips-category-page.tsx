import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsCategoryPage from '../routes/property-tips-category-page';

export default PropertyTipsCategoryPage satisfies RemotePage;
