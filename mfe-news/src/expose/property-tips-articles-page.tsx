import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsArticlesPage from '../routes/property-tips-articles-page';

export default PropertyTipsArticlesPage satisfies RemotePage;
