import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PropertyTipsTopicPage from '../routes/property-tips-topic-page';

export default PropertyTipsTopicPage satisfies RemotePage;
