import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsArticlePage from '../routes/property-tips-article-page';

export default PropertyTipsArticlePage satisfies RemotePage;
